import Image from '@/components/ui/shop-image';
import { useLocale, useTranslations } from '#intl';
import { textLang } from '@/lib/i18n/text-lang';
import { Link } from '@/lib/i18n/link';
import { cardProduct, type CardProduct } from '@/lib/shop/catalogue';
import { Price } from '@/components/ui/price';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { WishlistToggle } from '@/components/wishlist/wishlist-toggle';
import { HeartIcon } from '@/components/wishlist/heart-icon';
import { ProductBadge } from './product-badge';
import { FitMark } from '@/components/garage/garage-islands';

type ProductCardProps = {
  product: CardProduct;
  /** Where the card links; product pages by default, other link shapes for home sections. */
  href?: string;
  priority?: boolean;
  /** Extra action for special lists (the wishlist's Remove button). */
  action?: React.ReactNode;
  /** 2 where the cards sit right under the page's h1 (listings), 3 under a section's h2. */
  headingLevel?: 2 | 3;
};

export function ProductCard({ product, href = `/store/product/${product.slug}`, priority, action, headingLevel = 3 }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useTranslations('product');
  const locale = useLocale();
  // One object for both islands: the payload carries it once.
  const item = cardProduct(product);
  return (
    <article className="product-card group" data-testid="product-card">
      <div className="product-card-media">
        <Link href={href} className="absolute inset-0" tabIndex={-1} aria-hidden="true">
          {product.images[0] && (
            <Image
              src={product.images[0]}
              alt=""
              fill
              // The grid's widths: in a listing's list view the picture is narrower (8-12rem), and one sizes serves both views.
              sizes="(min-width: 1024px) 22vw, (min-width: 640px) 33vw, 50vw"
              className="object-cover transition group-hover:scale-105"
              priority={priority}
            />
          )}
          <ProductBadge product={product} className="absolute left-2 top-2" />
        </Link>
        {/* Over the picture, so a mark drawn after the first paint moves nothing. */}
        <FitMark product={item} className="absolute bottom-2 left-2 mr-2" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <Heading>
          <Link href={href} lang={textLang(product.lang ?? 'en', locale)}>
            {product.name}
          </Link>
        </Heading>
        <p className="flex flex-wrap items-baseline gap-2">
          <Price amount={product.price} usdText={product.usdText?.price} className="font-bold text-brand" />
          {product.originalPrice !== null && <Price amount={product.originalPrice} usdText={product.usdText?.originalPrice} struck className="text-xs text-muted" />}
        </p>
        {product.quantityLeft === -1 && <p className="text-xs font-semibold text-warning">{t('specialOrder')}</p>}
        <div className="mt-auto flex items-center gap-2 @max-3xs:gap-1.5">
          <AddToCartButton product={item} />
          <WishlistToggle product={item} icon={<HeartIcon />} />
          {action}
        </div>
      </div>
    </article>
  );
}
