import { useTranslations } from 'next-intl';
import type { SavedAddress } from '@/lib/account/address-types';

type CardAddress = Pick<SavedAddress, 'name' | 'line1' | 'line2' | 'city' | 'state' | 'zip'> & { phone?: string };

export function AddressCard({ address }: { address: CardAddress }) {
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
      {address.phone && <span className="block text-muted">{address.phone}</span>}
    </address>
  );
}
