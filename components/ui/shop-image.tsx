import Image, { type ImageProps } from 'next/image';

/**
 * next/image for catalogue and review pictures. Absolute URLs are the remote shop server's
 * image host, which the build cannot know (SHOP_API_URL is read at run time) and so cannot allow
 * in the image optimizer: those load directly from that host, as the original shop's did.
 */
export default function ShopImage({ alt, unoptimized, ...props }: ImageProps) {
  const remote = typeof props.src === 'string' && /^https?:\/\//i.test(props.src);
  return <Image alt={alt} unoptimized={unoptimized || remote} {...props} />;
}
