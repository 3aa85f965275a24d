import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import { formatDate } from '@/lib/i18n/date';
import type { OrderDetail as Order } from '@/lib/shop/orders';
import { Price } from '@/components/ui/price';
import { AddressCard } from './address-card';

export async function OrderDetailView({ order }: { order: Order }) {
  const t = await getTranslations('account');
  const address = order.shippingAddress;
  return (
    <div className="space-y-6">
      <Link href="/account/orders" className="text-sm font-semibold text-brand hover:underline">
        ← {t('ordersTitle')}
      </Link>
      <h1 className="text-2xl font-black uppercase">{t('orderTitle', { number: order.number })}</h1>
      <p className="text-muted">
        {formatDate(order.date)} · {t.has(`statuses.${order.status}`) ? t(`statuses.${order.status}`) : order.status}
      </p>
      <ul className="divide-y divide-line rounded-lg border border-line">
        {order.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-4 p-4">
            <span>
              {line.isDeposit && <span className="font-semibold">{t('deposit')} </span>}
              {line.name} × {line.quantity}
              {line.sku && <span className="block text-xs text-muted">SKU: {line.sku}</span>}
            </span>
            <Price amount={line.lineTotal} className="font-semibold" />
          </li>
        ))}
      </ul>
      <dl className="ml-auto max-w-xs space-y-1 text-sm">
        <div className="flex justify-between"><dt>{t('subtotal')}</dt><dd><Price amount={order.subtotal} /></dd></div>
        {order.protection > 0 && <div className="flex justify-between"><dt>{t('protection')}</dt><dd><Price amount={order.protection} /></dd></div>}
        {order.deliveryFee > 0 && <div className="flex justify-between"><dt>{t('deliveryFee')}</dt><dd><Price amount={order.deliveryFee} /></dd></div>}
        <div className="flex justify-between border-t border-line pt-1 text-base font-bold"><dt>{t('total')}</dt><dd><Price amount={order.total} /></dd></div>
      </dl>
      {address.line1 && (
        <section>
          <h2 className="mb-2 font-bold">{t('shippingTo')}</h2>
          <AddressCard address={{ name: address.name ?? '', line1: address.line1, line2: address.line2, city: address.city ?? '', state: address.state ?? '', zip: address.zip ?? '' }} />
        </section>
      )}
    </div>
  );
}
