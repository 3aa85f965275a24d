'use client';
import { useTranslations } from '#intl';
import { ChevronDownIcon } from '@/components/layout/icons';

/** Scrolls to just below the hero, plus 60 px (spec 000 §2). */
export function BrowseButton({ heroId }: { heroId: string }) {
  const t = useTranslations('home');
  return (
    <button
      type="button"
      onClick={() => {
        const hero = document.getElementById(heroId);
        if (hero) window.scrollTo({ top: hero.getBoundingClientRect().bottom + window.scrollY + 60, behavior: 'smooth' });
      }}
      className="absolute bottom-4 left-1/2 z-10 flex -translate-x-1/2 items-center gap-2 rounded-full bg-black/50 px-4 py-2 text-xs font-bold uppercase tracking-wider text-white backdrop-blur hover:bg-brand"
    >
      {t('browse')}
      <ChevronDownIcon className="h-4 w-4" />
    </button>
  );
}
