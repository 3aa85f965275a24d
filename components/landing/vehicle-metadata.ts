import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { vehicleBySlug } from '@/lib/catalog/vehicles';
import { localizedMetadata } from '@/lib/seo/metadata';

type Section = 'bodyParts' | 'exhaust' | 'performance' | 'suspension';

const SECTION_BASE: Record<Section, string> = { bodyParts: '/shop-body-parts', exhaust: '/exhaust', performance: '/performance-parts', suspension: '/suspension' };

/** Links inside an intro become plain words in a description. */
const plainLinks = { coilovers: (chunks: string) => chunks, air: (chunks: string) => chunks, shocks: (chunks: string) => chunks };

/** `generateMetadata` of a section's page for one vehicle: "<section> for <vehicle>", nothing for an unknown vehicle (the page 404s). */
export function vehicleLandingMetadata(section: Section) {
  return async ({ params }: { params: Promise<{ locale: string; model: string }> }): Promise<Metadata> => {
    const { locale, model } = await params;
    if (!vehicleBySlug(model)) return {};
    const t = await getTranslations({ locale, namespace: 'landing' });
    const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
    const vehicle = vehicles(model);
    const title = t(`${section}.vehicleTitle`, { vehicle });
    return localizedMetadata({
      locale: locale as Locale,
      path: `${SECTION_BASE[section]}/${model}`,
      title,
      description: t.markup(`${section}.vehicleIntro`, { vehicle, ...plainLinks }),
      image: { alt: title },
    });
  };
}
