'use client';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { useTranslations } from '#intl';
import { Link } from '@/lib/i18n/link';
import { useGarage } from '@/lib/client/stores/garage';
import { useGaragePicker } from '@/lib/client/stores/garage-picker';
import { refreshFromAccount, saveToAccount } from '@/lib/client/garage-account';
import { PanelHeading } from '@/components/layout/panel-heading';

/** A model line of the menus (components/layout/site-header.tsx) with its generations, named in the page's language. */
export type PickerLine = { line: string; label: string; generations: { slug: string; label: string }[] };

/**
 * The garage's picker, on a native modal dialog (focus kept inside, Escape closes it, focus goes
 * back to the control that opened it, else to `opener`): the shopper's vehicles, to switch between or remove, and
 * every generation by model line, one click making it the active vehicle.
 */
export function GaragePicker({ lines, opener }: { lines: PickerLine[]; opener?: RefObject<HTMLElement | null> }) {
  const t = useTranslations('garage');
  const p = useTranslations('garage.picker');
  const garage = useGarage((state) => state.value);
  const choose = useGarage((state) => state.choose);
  const remove = useGarage((state) => state.remove);
  const open = useGaragePicker((state) => state.open);
  const hide = useGaragePicker((state) => state.hide);
  const dialog = useRef<HTMLDialogElement>(null);
  const yoursHeading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const names = new Map(lines.flatMap((line) => line.generations.map((generation) => [generation.slug, generation.label])));
  const nameOf = (slug: string) => names.get(slug) ?? slug;

  // A page the shopper left stays mounted but hidden (Next keeps it for Back): an open modal would keep it inert.
  useEffect(() => {
    const panel = dialog.current;
    return () => panel?.close();
  }, []);

  useEffect(() => {
    const panel = dialog.current;
    if (!panel) return;
    if (open && !panel.open) {
      panel.showModal();
      void refreshFromAccount();
    } else if (!open && panel.open) panel.close();
  }, [open]);

  const changed = () => void saveToAccount();
  const pick = (slug: string) => {
    choose(slug);
    changed();
    dialog.current?.close();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => {
        hide();
        // Opened from the first-paint stand-in, which the header's button has since replaced: the
        // dialog cannot hand focus back to it, and focus is left on the body or, until the browser's
        // focus fixup runs, on the pressed button inside the closed dialog. Focus goes to the button.
        const left = document.activeElement;
        if (!left || left === document.body || dialog.current?.contains(left)) opener?.current?.focus();
      }}
      onClick={(event) => event.target === dialog.current && dialog.current?.close()}
      className="m-auto max-h-[90vh] w-[min(34rem,94vw)] rounded-lg bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50"
      data-testid="garage-picker"
    >
      <PanelHeading id={titleId} title={t('title')} closeLabel={p('close')} onClose={() => dialog.current?.close()} />
      <div className="space-y-5 px-4 py-4">
        <p className="text-sm text-muted">{p('intro')}</p>
        {garage.vehicles.length > 0 && (
          <section aria-labelledby={`${titleId}-yours`}>
            <h3 id={`${titleId}-yours`} ref={yoursHeading} tabIndex={-1} className="mb-2 text-xs font-bold uppercase tracking-wider text-muted">
              {p('yours')}
            </h3>
            <ul className="space-y-2" data-testid="garage-vehicles">
              {garage.vehicles.map((slug) => {
                const active = slug === garage.active;
                return (
                  <li key={slug} className="flex items-center gap-2">
                    <button
                      type="button"
                      aria-pressed={active}
                      onClick={() => {
                        choose(slug);
                        changed();
                      }}
                      className={`flex min-h-10 flex-1 items-center justify-between gap-2 rounded border px-3 py-2 text-left text-sm font-semibold ${active ? 'border-brand bg-brand/5' : 'border-line hover:border-brand'}`}
                    >
                      <span>{nameOf(slug)}</span>
                      {active && <span className="rounded bg-brand px-1.5 py-0.5 text-xs text-white">{p('active')}</span>}
                    </button>
                    <button
                      type="button"
                      aria-label={p('removeVehicle', { vehicle: nameOf(slug) })}
                      onClick={() => {
                        remove(slug);
                        changed();
                        yoursHeading.current?.focus();
                      }}
                      className="min-h-10 rounded px-2 text-xs font-semibold text-muted underline hover:text-danger"
                    >
                      {p('remove')}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        <section aria-labelledby={`${titleId}-add`}>
          <h3 id={`${titleId}-add`} className="mb-2 text-xs font-bold uppercase tracking-wider text-muted">
            {garage.vehicles.length ? p('add') : p('pick')}
          </h3>
          <div className="grid gap-4 sm:grid-cols-2">
            {lines.map((line) => (
              <div key={line.line}>
                <h4 className="mb-1 text-sm font-bold">{line.label}</h4>
                <ul className="space-y-1">
                  {line.generations.map((generation) => (
                    <li key={generation.slug}>
                      <button type="button" onClick={() => pick(generation.slug)} className="min-h-9 w-full rounded px-2 py-1.5 text-left text-sm hover:bg-surface hover:text-brand">
                        {generation.label}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
        <p className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3 text-xs text-muted">
          <span>{garage.account ? p('keptAccount') : p('keptBrowser')}</span>
          <Link href="/car-models" className="font-semibold text-brand underline" onClick={() => dialog.current?.close()}>
            {p('allModels')}
          </Link>
        </p>
      </div>
    </dialog>
  );
}
