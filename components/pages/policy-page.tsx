import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { StaticPage } from './static-page';
import { messageLists } from '@/lib/i18n/message-lists';
import { PolicySections, type PolicySection } from './policy-sections';
import { QuestionsBox } from './questions-box';

type PolicyPageProps = {
  locale: Locale;
  pageKey: string;
  /** The namespace under `policies` that holds the page's sections. */
  policy: string;
  date?: { label: 'effective' | 'updated'; iso: string };
  children?: ReactNode;
};

/** A page of sections from `policies.{policy}.sections`, with the questions box below. */
export async function PolicyPage({ locale, pageKey, policy, date, children }: PolicyPageProps) {
  const t = await getTranslations({ locale, namespace: 'pages' });
  const policies = await getTranslations({ locale, namespace: 'policies' });
  const format = await getFormatter({ locale });
  const sections = messageLists(policies.raw(`${policy}.sections`)) as PolicySection[];
  const note = date ? t(date.label, { date: format.dateTime(new Date(`${date.iso}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }) }) : undefined;
  return (
    <StaticPage locale={locale} pageKey={pageKey} note={note}>
      <PolicySections sections={sections} tocLabel={t('onThisPage')} idPrefix={policy} />
      {children}
      <QuestionsBox locale={locale} />
    </StaticPage>
  );
}
