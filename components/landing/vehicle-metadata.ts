import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { vehicleBySlug } from '@/lib/catalog/vehicles';

type Section = 'bodyParts' | 'exhaust' | 'performance' | 'suspension';

/** `generateMetadata` of a section's page for one vehicle: "<section> for <vehicle>", nothing for an unknown vehicle (the page 404s). */
export function vehicleLandingMetadata(section: Section) {
  return async ({ params }: { params: Promise<{ locale: string; model: string }> }): Promise<Metadata> => {
    const { locale, model } = await params;
    if (!vehicleBySlug(model)) return {};
    const t = await getTranslations({ locale, namespace: 'landing' });
    const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
    return { title: t(`${section}.vehicleTitle`, { vehicle: vehicles(model) }) };
  };
}
