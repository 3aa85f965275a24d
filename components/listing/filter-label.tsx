/** The filters button's face: the icon, the word, and how many values are ticked. */
export function FilterLabel({ text, active }: { text: string; active: number }) {
  return (
    <>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 5h18M6 12h12M10 19h4" strokeLinecap="round" />
      </svg>
      {text}
      {active > 0 && <span className="rounded-full bg-brand px-1.5 text-xs text-white">{active}</span>}
    </>
  );
}

export const FILTER_BUTTON_CLASS = 'flex items-center gap-2 rounded border border-line px-3 py-2 text-sm font-semibold hover:border-brand';
