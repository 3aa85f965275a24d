import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * A catalogue or review picture: next/image's sizes and optimizer URLs, drawn as a plain `<img>`.
 * getImageProps is a pure function, so client islands that show pictures (gallery, carousels, cart)
 * do not ship next/image's component (its load and blur state, and its head manager) in every
 * page's first load. `priority` preloads the picture, as next/image does in the app router, and
 * asks for it at high priority: otherwise the preload and the picture are fetched at the browser's
 * low image priority, beside the page's scripts, on the phone networks where that matters most.
 *
 * Absolute URLs are the remote shop server's image host, which the build cannot know (SHOP_API_URL
 * is read at run time) and so cannot allow in the image optimizer: those load directly from that
 * host, as the original shop's did.
 */
export default function ShopImage({ alt, unoptimized, priority, fetchPriority = priority ? 'high' : undefined, ...rest }: ImageProps) {
  const remote = typeof rest.src === 'string' && /^https?:\/\//i.test(rest.src);
  const { props } = getImageProps({ alt, unoptimized: unoptimized || remote, priority, fetchPriority, ...rest });
  if (priority) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: props.fetchPriority });
  }
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own attributes, from getImageProps
  return <img {...props} alt={alt} />;
}
