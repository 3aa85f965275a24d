/**
 * The request forms' kinds, choices and limits: what the forms draw and the schemas check
 * (`lib/shop/content/schemas.ts`). A module of its own, so the forms' first load carries these and not the
 * schemas' validation library, which is fetched when a shopper starts filling a form.
 */
export const FORM_KINDS = ['contact', 'warranty', 'international', 'military'] as const;
export type FormKind = (typeof FORM_KINDS)[number];
export const isFormKind = (value: unknown): value is FormKind => FORM_KINDS.includes(value as FormKind);

/** The pattern the warranty form shows as its hint: (000) 000-0000. */
export const US_PHONE_FORMAT = /^\(\d{3}\) \d{3}-\d{4}$/;

export const CONTACT_TOPICS = ['returns', 'shipping', 'support', 'stock'] as const;
/** Brands whose warranty claims we pass on to the manufacturer; '' is the 'Please Select' choice. */
export const WARRANTY_BRANDS = ['', 'yps', 'enkei', 'volk-racing', 'other'] as const;
export const MAX_VIDEO_NAMES = 6;
