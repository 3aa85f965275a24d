'use client';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useCart } from '@/lib/stores/cart';
import { CartIcon } from '@/components/layout/icons';

export function CartButton() {
  const t = useTranslations('header');
  const count = useCart((state) => state.value.length);
  return (
    <Link href="/cart" className="relative rounded p-2 hover:bg-white/10" aria-label={t('cartCount', { count })}>
      <CartIcon />
      <span
        className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand px-1 text-[11px] font-bold"
        data-testid="cart-count"
        aria-hidden="true"
      >
        {count}
      </span>
    </Link>
  );
}
