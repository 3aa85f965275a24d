import NextLink from 'next/link';
import { Link } from '@/lib/i18n/navigation';

type NotFoundViewProps = { title: string; message: string; homeLabel: string; homeHref: string; localized?: boolean };

export function NotFoundView({ title, message, homeLabel, homeHref, localized }: NotFoundViewProps) {
  const HomeLink = localized ? Link : NextLink;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-7xl font-black text-brand" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted">{message}</p>
      <HomeLink href={homeHref} className="rounded bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark">
        {homeLabel}
      </HomeLink>
    </section>
  );
}
