import 'server-only';
import type { ReactElement } from 'react';
import { ImageResponse } from 'next/og';
import { SHARE_IMAGE_SIZE } from '@/lib/seo/page-metadata';
import { imageFonts } from './fonts';

/**
 * A day in shared caches: a product's image address carries a version of its price, so a new
 * price is a new address; landing images change only with a release.
 */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/** `text` is every word the card shows: the fonts loaded are the ones that draw it. */
export async function renderShareImage(card: ReactElement, text: string): Promise<Response> {
  return new ImageResponse(card, { ...SHARE_IMAGE_SIZE, fonts: await imageFonts(text), headers: { 'cache-control': CACHE_CONTROL } });
}

/** A PNG kept in the data cache (as base64, which the cache stores as text). */
export function pngResponse(base64: string): Response {
  return new Response(Buffer.from(base64, 'base64'), { headers: { 'content-type': 'image/png', 'cache-control': CACHE_CONTROL } });
}
