import { useTranslations } from 'next-intl';
import type { addresses } from '@/lib/db/schema';

export function AddressCard({ address }: { address: typeof addresses.$inferSelect }) {
  const t = useTranslations('account');
  return (
    <address className="not-italic leading-relaxed">
      <span className="block font-semibold">{address.name}</span>
      <span className="block">{address.line1}</span>
      {address.line2 && <span className="block">{address.line2}</span>}
      <span className="block">
        {address.city}, {address.state} {address.zip}
      </span>
      <span className="block">{t('unitedStates')}</span>
    </address>
  );
}
