import type { Locale } from '@/lib/i18n/routing';
import type { CartLine } from './schemas';
import { isSpecialOrder } from './stock';

/**
 * What a cart line is made of: the fields of a product card (CardProduct in lib/shop/catalogue)
 * that a line keeps. Named here, not imported, because the catalogue prices its cards with this
 * domain's rules: the cart may not reach back into it.
 */
export type LineSource = {
  id: number;
  slug: string;
  name: string;
  lang?: Locale;
  sku: string;
  price: number;
  originalPrice: number | null;
  discountPercent: number;
  images: string[];
  quantityLeft: number;
  shipment: string;
  vehicles: readonly string[];
};

/** The cart line for `quantity` units of a product; deposit only applies to special-order items. */
export function lineFromProduct(product: LineSource, quantity = 1, deposit = false): CartLine {
  const special = isSpecialOrder(product.quantityLeft);
  const isDeposit = special && deposit;
  return {
    product_id: product.id,
    product_name: product.name,
    name_lang: product.lang ?? 'en',
    slug: product.slug,
    image: product.images[0] ?? '',
    sku: product.sku,
    price: product.price,
    original_price: product.originalPrice,
    discount_percentage: product.discountPercent,
    quantity,
    quantity_left: product.quantityLeft,
    is_special_order: special,
    is_deposit: isDeposit,
    payment_type: isDeposit ? 'deposit' : 'full',
    shipment_info: product.shipment,
    vehicles: [...product.vehicles],
  };
}
