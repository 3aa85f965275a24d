import type { CartLine } from '@/lib/shop/cart/schemas';
import type { CardProduct } from '@/lib/shop/catalogue/card-product';
import { isSpecialOrder } from '@/lib/shop/cart/stock';

/** The cart line for `quantity` units of a product; deposit only applies to special-order items. */
export function lineFromProduct(product: CardProduct, quantity = 1, deposit = false): CartLine {
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
  };
}
