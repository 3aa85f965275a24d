'use client';
import { Link } from '@/lib/i18n/link';
import type { MenuLine, MenuSection, MobileMenuLabels, NavLink } from './mobile-menu';

/** `carbonAll` and `carbon` are written on the server: the browser's menu carries no listing address builder. */
type DesktopMenuProps = { sections: MenuSection[]; lines: MenuLine[]; carbon: NavLink[]; carbonAll: string; labels: MobileMenuLabels; navLabel: string };

/** The wide-screen menu bar with its hover and focus drop-downs; built from the same data as the phone menu. */
export function DesktopMenu({ sections, lines, carbon, carbonAll, labels, navLabel }: DesktopMenuProps) {
  return (
    <nav aria-label={navLabel} className="hidden border-t border-white/10 lg:block">
      <ul className="mx-auto flex max-w-7xl items-center gap-1 px-4 text-sm font-semibold">
        {sections.map((section) => (
          <li key={section.key} className="group relative">
            <Link href={section.key === 'performance' ? '/performance' : section.base} className="menu-link">
              {section.label}
            </Link>
            <div className="menu-panel grid w-[40rem] grid-cols-4 gap-4 p-5">
              {lines.map((line) => (
                <div key={line.line}>
                  <p>{line.label}</p>
                  <ul>
                    {line.generations.map((generation) => (
                      <li key={generation.slug}>
                        <Link href={`${section.base}/${generation.slug}`}>{generation.label}</Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </li>
        ))}
        <li className="group relative">
          <Link href={carbonAll} className="menu-link">
            {labels.carbonFiber}
          </Link>
          <ul className="menu-panel w-56 space-y-1.5 p-4">
            {carbon.map((item) => (
              <li key={item.href}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </li>
        <li>
          <Link href="/garage-sale" className="menu-link">
            {labels.garageSale}
          </Link>
        </li>
        <li>
          <Link href="/faqs" className="menu-link">
            {labels.faqs}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
