/** A catalogue HTML section; `html` must already be sanitized (lib/security/sanitize). `lang`: set when the text is in another language than the page. */
export function HtmlSection({ id, title, html, lang }: { id: string; title: string; html: string; lang?: string }) {
  return (
    <section className="html-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div className="prose-shop" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
