import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { formatDate } from '@/lib/format/date';
import type { OrderRow } from '@/lib/account/orders';
import { Price } from '@/components/ui/price';

export async function OrdersTable({ orders }: { orders: OrderRow[] }) {
  const t = await getTranslations('account');
  if (orders.length === 0) return <p className="rounded bg-surface p-4 text-muted">{t('noOrders')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="border-b border-line text-xs uppercase tracking-wider text-muted">
          <tr>
            <th scope="col" className="py-2 pr-4">{t('orderId')}</th>
            <th scope="col" className="py-2 pr-4">{t('date')}</th>
            <th scope="col" className="py-2 pr-4">{t('status')}</th>
            <th scope="col" className="py-2 pr-4">{t('total')}</th>
            <th scope="col" className="py-2"><span className="sr-only">{t('view')}</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {orders.map((order) => (
            <tr key={order.id}>
              <td className="py-3 pr-4 font-semibold">{order.number}</td>
              <td className="py-3 pr-4">{formatDate(order.date)}</td>
              <td className="py-3 pr-4">{t.has(`statuses.${order.status}`) ? t(`statuses.${order.status}`) : order.status}</td>
              <td className="py-3 pr-4"><Price amount={order.total} /></td>
              <td className="py-3 text-right">
                <Link href={`/account/orders/${order.number}`} className="font-semibold text-brand hover:underline" aria-label={t('viewOrder', { number: order.number })}>
                  {t('view')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
