import { ScopedMessages } from '@/components/layout/scoped-messages';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { PolicyPage } from './policy-page';

type FormPolicyPageProps = { locale: Locale; pageKey: string; policy: string; form: ReactNode };

/** Warranty, international and military pages: what to know first, then the request form. */
export function FormPolicyPage({ locale, pageKey, policy, form }: FormPolicyPageProps) {
  return (
    <PolicyPage locale={locale} pageKey={pageKey} policy={policy}>
      <div id="request-form" className="mt-10 scroll-mt-24">
        <ScopedMessages locale={locale} namespaces={['forms']} withLayout>
          {form}
        </ScopedMessages>
      </div>
    </PolicyPage>
  );
}
