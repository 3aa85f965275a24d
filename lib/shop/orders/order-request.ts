import { z } from 'zod';
import { emailSchema } from '@/lib/shop/common/schemas';
import { rowId } from '@/lib/shop/common/schemas';
import { PHONE_PATTERN, ZIP_PATTERN } from '@/lib/shop/common/address-patterns';
import { US_STATE_CODES } from './us-states';

export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 999;

const required = (max: number) => z.string().trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' });

/** Who receives the parcel; the address book keeps the same name and phone. */
export const orderContactSchema = z.object({
  email: emailSchema,
  name: required(120),
  phone: z.string().trim().regex(new RegExp(`^${PHONE_PATTERN}$`), { error: 'phoneInvalid' }),
});

/** A US shipping address, as checkout and the address book both take it. */
export const usAddressSchema = z.object({
  line1: required(200),
  line2: z.string().trim().max(200, { error: 'tooLong' }).default(''),
  city: required(100),
  state: z.enum(US_STATE_CODES, { error: 'stateInvalid' }),
  zip: z.string().trim().regex(new RegExp(`^${ZIP_PATTERN}$`), { error: 'zipInvalid' }),
});

/**
 * What the browser may say about an order: which products, how many, and whether as a deposit.
 * Prices are not part of it: the server takes them from the catalogue.
 */
export const orderRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        product_id: rowId(),
        quantity: z.int().min(1).max(MAX_LINE_QUANTITY),
        is_deposit: z.boolean().default(false),
      }),
    )
    .min(1)
    .max(MAX_ORDER_LINES),
  shippingProtection: z.boolean().default(false),
  deliveryConfirmation: z.boolean().default(false),
  /** The total of the quote the shopper saw; the order is refused when the server's total differs. */
  expectedTotal: z.number().nonnegative().optional(),
  contact: orderContactSchema,
  address: usAddressSchema,
});

export type OrderRequest = z.infer<typeof orderRequestSchema>;
export type OrderRequestLine = OrderRequest['lines'][number];

/** What a quote needs: the basket without contact or address. */
export const quoteRequestSchema = orderRequestSchema.pick({ lines: true, shippingProtection: true, deliveryConfirmation: true });
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
