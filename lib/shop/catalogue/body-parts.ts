import { CATEGORIES } from '@/lib/shop/catalogue/filters';
import { productSlug } from '@/lib/shop/catalogue/slug';

type BodyGroup = (typeof CATEGORIES)[number];

/** Body-part product types by the listing's category filter (the catalogue's super category). */
export const BODY_PART_GROUPS: Record<BodyGroup, readonly string[]> = {
  'Body Kit': ['Bumpers', 'Front Lip', 'Side Skirts', 'Rear Diffuser', 'Rear Spoilers', 'Roof Spoiler', 'Wing', 'Wide Body Kit'],
  Exterior: ['Hood', 'Fenders', 'Grille', 'Mirror Caps', 'Trunk'],
  Interior: ['Steering Wheels', 'Interior Trim', 'Seats', 'Shift Knobs'],
  Lighting: ['Headlights', 'Tail Lights'],
};

export const BODY_GROUPS = CATEGORIES.map((name) => ({ name, slug: productSlug(name), types: BODY_PART_GROUPS[name] }));

export function bodyGroupBySlug(slug: string) {
  return BODY_GROUPS.find((group) => group.slug === slug) ?? null;
}
