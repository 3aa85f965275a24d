import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/** A picture's `<img>` attributes, with an empty alt text its drawer replaces: what a server component hands a client island. */
export type PictureAttributes = ReturnType<typeof getImageProps>['props'];

/**
 * next/image's attributes for a catalogue or review picture, and the preload of a `priority` one.
 * Called by a server component for a client island's pictures, it keeps next/image's size and URL
 * code out of the island's chunk: the gallery and the review lists draw `<img {...attributes}>`.
 *
 * Absolute URLs are the remote shop server's image host, which the build cannot know (SHOP_API_URL
 * is read at run time) and so cannot allow in the image optimizer: those load directly from that
 * host, as the original shop's did. A `priority` picture is asked for at high priority: otherwise
 * the preload and the picture are fetched at the browser's low image priority, beside the page's
 * scripts, on the phone networks where that matters most. It is also decoded in step with the text
 * around it (`decoding="sync"`): next/image's `async` let the first frame go without it and paint it
 * in a later one, while the page's scripts ran in between (docs/performance.md, run X).
 */
export function pictureAttributes({ unoptimized, priority, fetchPriority = priority ? 'high' : undefined, decoding = priority ? 'sync' : 'async', ...rest }: Omit<ImageProps, 'alt'>): PictureAttributes {
  const remote = typeof rest.src === 'string' && /^https?:\/\//i.test(rest.src);
  const { props } = getImageProps({ alt: '', unoptimized: unoptimized || remote, priority, fetchPriority, decoding, ...rest });
  if (priority) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: props.fetchPriority });
  }
  return props;
}

/**
 * A catalogue or review picture: next/image's sizes and optimizer URLs, drawn as a plain `<img>`.
 * getImageProps is a pure function, so islands that show pictures do not ship next/image's
 * component (its load and blur state, and its head manager); islands in a page's first load get
 * their pictures' attributes from the server instead (`pictureAttributes`).
 */
export default function ShopImage({ alt, ...rest }: ImageProps) {
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own attributes, from getImageProps
  return <img {...pictureAttributes(rest)} alt={alt} />;
}
