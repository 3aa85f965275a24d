'use client';

/** The last crumb of the path-segment variant returns to the page the shopper came from. */
export function BackCrumb({ label, backLabel }: { label: string; backLabel: string }) {
  return (
    <button type="button" onClick={() => window.history.back()} title={backLabel} aria-current="page" className="font-semibold text-ink hover:text-brand hover:underline">
      {label}
    </button>
  );
}
