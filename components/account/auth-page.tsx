import type { ReactNode } from 'react';

export function AuthPage({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-2 md:py-16">
      <section className="rounded-lg border border-line p-6 sm:p-8">
        <h1 className="mb-6 text-2xl font-black uppercase">{title}</h1>
        {children}
      </section>
      {aside && <aside className="rounded-lg bg-surface p-6 sm:p-8">{aside}</aside>}
    </div>
  );
}
