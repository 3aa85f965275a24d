/** A catalogue HTML section; `html` must already be sanitized (lib/security/sanitize). `lang`: set when the text is in another language than the page. */
export function HtmlSection({ id, title, html, lang }: { id: string; title: string; html: string; lang?: string }) {
  return (
    <section className="mt-10 border-t border-line pt-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-3 text-xl font-black uppercase">
        {title}
      </h2>
      <div className="prose-shop max-w-3xl leading-relaxed" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
