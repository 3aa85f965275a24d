'use client';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/i18n/link';
import { usePathname } from '@/lib/i18n/navigation';
import { CurrencySwitcher } from '@/components/currency/currency-switcher';
import { LanguageSelect } from './language-select';
import { ChevronDownIcon } from './icons';
import { ChevronIcon, CloseIcon } from './panel-icons';
import type { MenuLine, MenuSection, MobileMenuLabels, NavLink } from './menu-types';

type MobileMenuPanelProps = { sections: MenuSection[]; lines: MenuLine[]; carbon: NavLink[]; labels: MobileMenuLabels; open: boolean; onClosed: () => void };

const rowClass = 'flex w-full items-center justify-between px-5 py-3.5 text-left font-semibold hover:bg-surface';

/**
 * The phone menu's panel, a native modal <dialog> (the browser traps focus, closes on Escape and makes the
 * page inert). Loaded on the first tap of the menu button and kept mounted; it opens itself whenever `open` is set.
 */
export function MobileMenuPanel({ sections, lines, carbon, labels, open, onClosed }: MobileMenuPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [vehicleMenu, setVehicleMenu] = useState<{ section: MenuSection; line: MenuLine } | null>(null);
  const pathname = usePathname();

  const close = () => dialog.current?.close();
  useEffect(close, [pathname]);
  useEffect(() => {
    if (open) dialog.current?.showModal();
  }, [open]);

  const toggle = (key: string) => setExpanded((current) => (current === key ? null : key));

  return (
    <dialog
        ref={dialog}
        aria-label={labels.menu}
        onClose={() => {
          onClosed();
          setVehicleMenu(null);
          setExpanded(null);
        }}
        onClick={(event) => event.target === dialog.current && close()}
        className="m-0 h-full max-h-none w-[88vw] max-w-sm overflow-hidden bg-white p-0 text-ink backdrop:bg-black/50"
      >
        {open && (
          <div className="relative h-full">
            <div className="flex h-full flex-col overflow-y-auto">
              <div className="flex items-center justify-between border-b border-line px-5 py-3">
                <span className="font-bold">{labels.menu}</span>
                <button type="button" onClick={close} aria-label={labels.close} className="rounded p-1.5 hover:bg-surface">
                  <CloseIcon />
                </button>
              </div>
              <ul className="divide-y divide-line">
                {sections.map((section) => (
                  <li key={section.key}>
                    <button type="button" className={rowClass} aria-expanded={expanded === section.key} onClick={() => toggle(section.key)}>
                      {section.label}
                      <ChevronDownIcon className={`transition ${expanded === section.key ? 'rotate-180' : ''}`} />
                    </button>
                    {expanded === section.key && (
                      <ul className="bg-surface pb-2">
                        {lines.map((line) => (
                          <li key={line.line}>
                            <button type="button" className={`${rowClass} pl-8 font-medium`} onClick={() => setVehicleMenu({ section, line })}>
                              {line.label}
                              <ChevronIcon />
                            </button>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
                <li>
                  <button type="button" className={rowClass} aria-expanded={expanded === 'carbon'} onClick={() => toggle('carbon')}>
                    {labels.carbonFiber}
                    <ChevronDownIcon className={`transition ${expanded === 'carbon' ? 'rotate-180' : ''}`} />
                  </button>
                  {expanded === 'carbon' && (
                    <ul className="bg-surface pb-2">
                      {carbon.map((item) => (
                        <li key={item.href}>
                          <Link href={item.href} className={`${rowClass} pl-8 font-medium`}>
                            {item.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
                <li>
                  <Link href="/garage-sale" className={rowClass}>
                    {labels.garageSale}
                  </Link>
                </li>
                <li>
                  <Link href="/faqs" className={rowClass}>
                    {labels.faqs}
                  </Link>
                </li>
              </ul>
              <div className="mt-auto space-y-3 border-t border-line p-5">
                <LanguageSelect />
                <CurrencySwitcher tone="light" />
              </div>
            </div>
            <div
              className={`absolute inset-0 flex flex-col bg-white transition-transform duration-300 ${vehicleMenu ? 'translate-x-0' : 'pointer-events-none translate-x-full'}`}
              aria-hidden={!vehicleMenu}
              inert={!vehicleMenu}
            >
              {vehicleMenu && (
                <>
                  <button type="button" onClick={() => setVehicleMenu(null)} className="flex items-center gap-2 border-b border-line px-5 py-3.5 font-semibold hover:bg-surface">
                    <ChevronIcon className="rotate-180" />
                    {labels.back}
                  </button>
                  <p className="px-5 pt-4 text-xs font-bold uppercase tracking-wider text-muted">
                    {vehicleMenu.section.label} · {vehicleMenu.line.label}
                  </p>
                  <ul className="divide-y divide-line">
                    {vehicleMenu.line.generations.map((generation) => (
                      <li key={generation.slug}>
                        <Link href={`${vehicleMenu.section.base}/${generation.slug}`} className={rowClass}>
                          {generation.label}
                          <ChevronIcon />
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          </div>
        )}
      </dialog>
  );
}
