import { useLocale, useTranslations } from 'next-intl';
import { textLang } from '@/lib/i18n/text-lang';
import type { ProductSummary } from '@/lib/shop/catalogue';
import { Link } from '@/lib/i18n/link';
import { SUPPORT_EMAIL } from '@/lib/shop/content';
import { shippingText } from '@/lib/shop/catalogue';
import { REWARD_POINTS, REWARD_VALUE_USD } from '@/lib/shop/cart';
import { isSpecialOrder } from '@/lib/shop/cart';
import { KEEP_CLEAR } from '@/lib/client/hooks/keep-clear';
import { priceLine } from '@/lib/shop/cart';
import { Price } from '@/components/ui/price';
import { ProductBadge } from '@/components/catalog/product-badge';
import { ProductPurchase } from './product-purchase';
import { HeartIcon } from '@/components/wishlist/heart-icon';
import { ProductFit } from '@/components/garage/product-fit';

export function ProductSummaryPanel({ product }: { product: ProductSummary }) {
  const t = useTranslations('product');
  const locale = useLocale();
  const shipping = shippingText(product.shipment);
  const showSku = product.sku.trim() !== '' && product.sku.trim().toUpperCase() !== 'N/A';
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-black leading-tight sm:text-3xl" lang={textLang(product.lang ?? 'en', locale)}>
          {product.name}
        </h1>
        {showSku && (
          <p className="mt-1 text-sm text-muted">
            {t('sku')}: <span className="font-mono">{product.sku}</span>
          </p>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-3" data-testid="product-price" {...KEEP_CLEAR}>
        <Price amount={product.price} className="text-3xl font-black text-brand" />
        {product.originalPrice !== null && <Price amount={product.originalPrice} struck className="text-lg text-muted" />}
        <ProductBadge product={product} className="text-sm" />
      </div>

      <ProductFit product={product} />

      <div className="space-y-1 text-sm">
        {isSpecialOrder(product.quantityLeft) && <p className="font-semibold text-warning">{t('specialOrder')}</p>}
        <p className="flex items-center gap-2">
          <TruckIcon />
          <span>{t(`shipping.${shipping.key}`, { min: shipping.min, max: shipping.max })}</span>
        </p>
        {shipping.eta && <p className="text-xs text-muted">{t('shipping.etaNote')}</p>}
        <p className="flex items-center gap-2 text-success">
          <StarBadgeIcon />
          <span>{t.rich('rewardPoints', { points: REWARD_POINTS, value: () => <Price amount={REWARD_VALUE_USD} className="font-semibold" /> })}</span>
        </p>
      </div>

      {/* The buy box's frame and keep-clear mark are rendered here, so its island's code carries neither. */}
      <div className="flex flex-col gap-4 border-y border-line py-4" {...KEEP_CLEAR}>
        <ProductPurchase
          product={product}
          wishlistIcon={<HeartIcon />}
          paymentPrices={
            isSpecialOrder(product.quantityLeft)
              ? {
                  full: <Price amount={product.price} />,
                  deposit: <Price amount={priceLine({ price: product.price, originalPrice: product.originalPrice, isDeposit: true, quantity: 1 }).unitPrice} />,
                }
              : undefined
          }
        />
      </div>

      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link href="/faqs" className="text-brand underline">
          {t('needHelp')}
        </Link>
        <a href={`mailto:${SUPPORT_EMAIL}`} className="text-brand underline">
          {t('emailUs')}
        </a>
      </p>
    </div>
  );
}

/** Drawn by the `icon-truck` and `icon-star` classes in globals.css, as the reviews' icons are. */
const TruckIcon = () => <span className="icon-mask icon-truck" aria-hidden="true" />;

const StarBadgeIcon = () => <span className="icon-mask icon-star" aria-hidden="true" />;
