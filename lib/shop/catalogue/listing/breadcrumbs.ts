import { isVehicleSlug } from '@/lib/shop/catalogue/vehicles';
import { carbonFiberPartsHref } from '../navigation';

export const SECTION_SLUGS = ['shop-body-parts', 'suspension', 'exhaust', 'performance-parts', 'carbon-fiber-parts'] as const;
export type SectionSlug = (typeof SECTION_SLUGS)[number];

export type CrumbLabel = { kind: 'section'; slug: SectionSlug } | { kind: 'vehicle'; slug: string } | { kind: 'text'; slug: string };
export type ListingCrumb = { label: CrumbLabel; href: string | null };

const isSection = (slug: string): slug is SectionSlug => (SECTION_SLUGS as readonly string[]).includes(slug);

/**
 * The listing path carries no filter (the query string does), so an intermediate crumb
 * links to the landing page that shows the same level, when there is one, and is plain
 * text otherwise. The last crumb is the page itself and never a link.
 */
function landingFor(segments: string[]): string | null {
  const [section, model, category] = segments;
  if (segments.length === 1) {
    if (section === 'performance-parts') return '/performance';
    if (section === 'carbon-fiber-parts') return carbonFiberPartsHref();
    return isSection(section) ? `/${section}` : null;
  }
  if (!isVehicleSlug(model)) return null;
  if (segments.length === 2 && ['shop-body-parts', 'suspension', 'exhaust', 'performance-parts'].includes(section)) return `/${section}/${model}`;
  if (segments.length === 3 && section === 'performance-parts') return `/performance-parts/${model}/${category}`;
  return null;
}

export function listingBreadcrumb(segments: readonly string[]): ListingCrumb[] {
  const clean = segments.map((s) => s.trim().toLowerCase()).filter(Boolean);
  return clean.map((slug, index) => {
    const label: CrumbLabel =
      index === 0 && isSection(slug) ? { kind: 'section', slug } : isVehicleSlug(slug) ? { kind: 'vehicle', slug } : { kind: 'text', slug };
    const href = index === clean.length - 1 ? null : landingFor(clean.slice(0, index + 1));
    return { label, href };
  });
}

const SEGMENT = /^[a-z0-9_~-]{1,80}$/;

/**
 * The catch-all listing answers only the path shapes the shop links to: a vehicle, or a
 * section followed by a vehicle (carbon fibre: a part type) and at most three deeper slugs.
 * Anything else is a 404, as any other unknown path.
 */
export function isListingSlugPath(segments: readonly string[]): boolean {
  if (segments.length === 0 || segments.length > 5 || !segments.every((s) => SEGMENT.test(s))) return false;
  const [first, second] = segments;
  if (isVehicleSlug(first)) return segments.length === 1;
  if (!isSection(first)) return false;
  if (segments.length === 1) return true;
  return first === 'carbon-fiber-parts' ? segments.length === 2 : isVehicleSlug(second);
}
