'use client';
import { useId } from 'react';
import { useLocale, useTranslations } from '#intl';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { LOCALES, isLocale, type Locale } from '@/lib/i18n/routing';
import { STORAGE_KEYS } from '@/lib/shop/common/storage-keys';
import { writeStored } from '@/lib/client/stores/local-storage';

/**
 * Switching language swaps the prefix and keeps path, query and hash; it replaces the
 * history entry so Back does not bounce between languages.
 */
export function LanguageSelect({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const t = useTranslations('language');
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const id = useId();

  const change = (next: Locale) => {
    writeStored(STORAGE_KEYS.preferredLanguage, next);
    const { search, hash } = window.location;
    router.replace(`${pathname}${search}${hash}`, { locale: next });
  };

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('label')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) change(event.target.value);
        }}
        className={`rounded border px-2 py-1.5 text-sm ${tone === 'dark' ? 'border-white/30 bg-ink text-white' : 'border-line bg-white text-ink'}`}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
