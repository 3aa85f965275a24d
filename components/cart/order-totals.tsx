import { useTranslations } from '#intl';
import { Price } from '@/components/ui/price';

type TotalRowProps = { label: string; amount: number; testId?: string; className?: string };

function TotalRow({ label, amount, testId, className = '' }: TotalRowProps) {
  return (
    <div className={`flex justify-between ${className}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>
        <Price amount={amount} />
      </dd>
    </div>
  );
}

type OrderTotalsProps = {
  /** A row is shown only for the amounts given: the cart leaves out the subtotal, unchosen options are left out. */
  subtotal?: number;
  protection?: number;
  deliveryFee?: number;
  total: number;
  totalTestId: string;
  className?: string;
};

/** The totals list the cart and the checkout's quote both end with, so the two read alike. */
export function OrderTotals({ subtotal, protection, deliveryFee, total, totalTestId, className = '' }: OrderTotalsProps) {
  const t = useTranslations('cart');
  return (
    <dl className={`space-y-1 border-t border-line text-sm ${className}`}>
      {subtotal !== undefined && <TotalRow label={t('subtotal')} amount={subtotal} />}
      {protection !== undefined && <TotalRow label={t('protectionLine')} amount={protection} />}
      {deliveryFee !== undefined && <TotalRow label={t('deliveryLine')} amount={deliveryFee} />}
      <TotalRow label={t('total')} amount={total} testId={totalTestId} className="text-lg font-bold" />
    </dl>
  );
}
