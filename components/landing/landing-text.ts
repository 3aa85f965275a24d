import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { findCategory, findPart } from '@/lib/shop/catalogue';
import { vehicleBySlug } from '@/lib/shop/catalogue';
import { bodyGroupBySlug } from '@/lib/shop/catalogue';
import { localizedMetadata } from '@/lib/seo/metadata';
import { valueLabeler } from '@/components/listing/heading';

/** What a landing page is called and says about itself: shared by its metadata and its share image. */
export type LandingText = { path: string; title: string; description: string };

export type Section = 'models' | 'bodyParts' | 'exhaust' | 'performance' | 'suspension' | 'garageSale';
type VehicleSection = 'bodyParts' | 'exhaust' | 'performance' | 'suspension';

const SECTION_PATH: Record<Section, string> = {
  models: '/car-models',
  bodyParts: '/shop-body-parts',
  exhaust: '/exhaust',
  performance: '/performance',
  suspension: '/suspension',
  garageSale: '/garage-sale',
};
const VEHICLE_BASE: Record<VehicleSection, string> = { bodyParts: '/shop-body-parts', exhaust: '/exhaust', performance: '/performance-parts', suspension: '/suspension' };

/** Links inside an intro become plain words in a description. */
const plainLinks = { coilovers: (chunks: string) => chunks, air: (chunks: string) => chunks, shocks: (chunks: string) => chunks };

export async function sectionText(locale: Locale, section: Section): Promise<LandingText> {
  const t = await getTranslations({ locale, namespace: 'landing' });
  return { path: SECTION_PATH[section], title: t(`${section}.title`), description: t(`${section}.intro`) };
}

export async function vehicleText(locale: Locale, section: VehicleSection, model: string): Promise<LandingText | null> {
  if (!vehicleBySlug(model)) return null;
  const t = await getTranslations({ locale, namespace: 'landing' });
  const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
  const vehicle = vehicles(model);
  return {
    path: `${VEHICLE_BASE[section]}/${model}`,
    title: t(`${section}.vehicleTitle`, { vehicle }),
    description: t.markup(`${section}.vehicleIntro`, { vehicle, ...plainLinks }),
  };
}

export async function bodyGroupText(locale: Locale, model: string, categorySlug: string): Promise<LandingText | null> {
  const group = bodyGroupBySlug(categorySlug);
  if (!vehicleBySlug(model) || !group) return null;
  const t = await getTranslations({ locale, namespace: 'landing' });
  const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
  const label = await valueLabeler(locale);
  return {
    path: `/shop-body-parts/${model}/${group.slug}`,
    title: `${label(group.name)} · ${vehicles(model)}`,
    description: t('bodyParts.categoryIntro', { category: label(group.name), vehicle: vehicles(model) }),
  };
}

export async function performanceCategoryText(locale: Locale, model: string, categorySlug: string): Promise<LandingText | null> {
  const category = findCategory(model, categorySlug);
  if (!vehicleBySlug(model) || !category) return null;
  const seo = await getTranslations({ locale, namespace: 'seo' });
  const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
  const label = await valueLabeler(locale);
  return {
    path: `/performance-parts/${model}/${category.slug}`,
    title: `${label(category.name)} · ${vehicles(model)}`,
    description: seo('performanceCategory', { category: label(category.name), vehicle: vehicles(model) }),
  };
}

export async function performancePartText(locale: Locale, model: string, categorySlug: string, partSlug: string): Promise<LandingText | null> {
  const part = findPart(model, categorySlug, partSlug);
  if (!vehicleBySlug(model) || !part) return null;
  const seo = await getTranslations({ locale, namespace: 'seo' });
  const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
  const label = await valueLabeler(locale);
  return {
    path: `/performance-parts/${model}/${categorySlug}/${part.slug}`,
    title: `${label(part.name)} · ${vehicles(model)}`,
    description: seo('performancePart', { part: label(part.name), vehicle: vehicles(model) }),
  };
}

/** A landing page's metadata, with the share image its folder draws; nothing for an unknown page (it 404s). */
export async function landingMetadata(locale: Locale, text: LandingText | null): Promise<Metadata> {
  return text ? localizedMetadata({ locale, path: text.path, title: text.title, description: text.description, image: { alt: text.title } }) : {};
}
