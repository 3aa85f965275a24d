import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import { formatDate } from '@/lib/i18n/date';
import type { OrderRow } from '@/lib/shop/orders/server';
import { Price } from '@/components/ui/price';

export async function OrdersTable({ orders }: { orders: OrderRow[] }) {
  const t = await getTranslations('account');
  if (orders.length === 0) return <p className="rounded bg-surface p-4 text-muted">{t('noOrders')}</p>;
  // Four columns fit a phone: the number is the link to the order (plain text where the shop has no
  // order detail), and on a phone the date sits under it.
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b border-line text-xs uppercase tracking-wider text-muted">
        <tr>
          <th scope="col" className="py-2 pr-3">{t('orderId')}</th>
          <th scope="col" className="hidden py-2 pr-3 sm:table-cell">{t('date')}</th>
          <th scope="col" className="py-2 pr-3">{t('status')}</th>
          <th scope="col" className="py-2 text-right">{t('total')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {orders.map((order) => (
          <tr key={order.id} className="align-top">
            <td className="py-3 pr-3">
              {order.linked === false ? (
                <span className="font-semibold">{order.number}</span>
              ) : (
                <Link href={`/account/orders/${order.number}`} className="font-semibold text-brand hover:underline" aria-label={t('viewOrder', { number: order.number })}>
                  {order.number}
                </Link>
              )}
              <span className="block text-muted sm:hidden">{formatDate(order.date)}</span>
            </td>
            <td className="hidden py-3 pr-3 sm:table-cell">{formatDate(order.date)}</td>
            <td className="py-3 pr-3">{t.has(`statuses.${order.status}`) ? t(`statuses.${order.status}`) : order.status}</td>
            <td className="py-3 text-right"><Price amount={order.total} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
