export type PolicySection = { title: string; paragraphs?: string[]; list?: string[] };

type PolicySectionsProps = { sections: PolicySection[]; tocLabel: string; idPrefix: string };

/** Numbered sections with a table of contents when the text is long enough to need one. */
export function PolicySections({ sections, tocLabel, idPrefix }: PolicySectionsProps) {
  const anchor = (index: number) => `${idPrefix}-${index + 1}`;
  return (
    <div className="space-y-8">
      {sections.length > 3 && (
        <nav aria-label={tocLabel} className="rounded-lg border border-line bg-surface p-5">
          <h2 className="mb-2 text-sm font-bold uppercase tracking-wider text-muted">{tocLabel}</h2>
          <ol className="grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#${anchor(index)}`} className="text-ink hover:text-brand hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {sections.map((section, index) => (
        <section key={section.title} id={anchor(index)} aria-labelledby={`${anchor(index)}-title`} className="scroll-mt-24">
          <h2 id={`${anchor(index)}-title`} className="mb-3 text-xl font-bold">
            {section.title}
          </h2>
          <div className="prose-shop space-y-3 text-[15px] leading-relaxed text-ink/90">
            {section.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </div>
        </section>
      ))}
    </div>
  );
}
