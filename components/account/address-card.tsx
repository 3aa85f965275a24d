import { useTranslations } from '#intl';

/** A saved address, or the one stored on an order. */
type CardAddress = { name: string; line1: string; line2?: string; city: string; state: string; zip: string; phone?: string };

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
