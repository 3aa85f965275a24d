import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { robotsRules } from '@/lib/seo/robots';
import { requestSiteUrl } from '@/lib/seo/site';

export default async function robots(): Promise<MetadataRoute.Robots> {
  // SITE_URL is read when served, so one build works behind any public address.
  await connection();
  return robotsRules(await requestSiteUrl());
}
