import type { Locale } from '@/lib/i18n/routing';

export type SearchOptions = { carModel?: string | null; limit?: number; locale?: Locale };
