import type { ComponentType, ReactNode } from 'react';

type HomeLinkProps = { href: string; className: string; children: ReactNode };

type NotFoundViewProps = {
  title: string;
  message: string;
  homeLabel: string;
  /**
   * The language's Link inside a language; a plain anchor by default. The root not-found page is
   * a sibling of the language layout, so every page's first load carries its client components in
   * a chunk of their own: importing a Link here put a second copy of next/link and next-intl's
   * client runtime (7.7 KB gzip) into every page.
   */
  HomeLink?: ComponentType<HomeLinkProps> | 'a';
};

export function NotFoundView({ title, message, homeLabel, HomeLink = 'a' }: NotFoundViewProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-7xl font-black text-brand" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted">{message}</p>
      <HomeLink href="/" className="rounded bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark">
        {homeLabel}
      </HomeLink>
    </section>
  );
}
