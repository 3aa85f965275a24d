/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { CartLine } from '@/lib/shop/cart/schemas';
import { cartLine as line } from '../../../support/cart-line';
import { useCart } from '@/lib/client/stores/cart';
import { useDeliveryConfirmation, useShippingProtection } from '@/lib/client/stores/checkout';
import { CartView } from '@/components/cart/cart-view';
import { WithMessages } from '../../../support/client-intl';

jest.mock('next/navigation', () => ({
  usePathname: () => '/cart',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  useParams: () => ({ locale: 'en' }),
}));

async function renderCart(lines: CartLine[]) {
  localStorage.setItem('ypscart', JSON.stringify(lines));
  // As ClientRuntime does on every page: the stores read storage before the shopper acts.
  await act(async () => {
    await Promise.all([useCart, useShippingProtection, useDeliveryConfirmation].map((store) => store.getState().hydrate()));
  });
  return render(
    <WithMessages>
      <CartView />
    </WithMessages>,
  );
}

const row = (name: RegExp) => screen.getAllByTestId('cart-line').find((element) => name.test(element.textContent ?? ''))!;

describe('cart page', () => {
  afterEach(() => localStorage.clear());

  it('stops plus at the stock, never goes below 1, and lets a special order grow', async () => {
    await renderCart([line({}), line({ product_id: 2, product_name: 'Wide body kit', quantity_left: -1, is_special_order: true, is_deposit: true, payment_type: 'deposit', sku: 'WB-1' })]);
    expect(screen.getByRole('heading', { name: 'Shopping Cart (2)' })).toBeInTheDocument();

    const hood = within(row(/Carbon hood/));
    expect(hood.getByRole('button', { name: 'Decrease quantity of Carbon hood' })).toBeDisabled();
    fireEvent.click(hood.getByRole('button', { name: 'Increase quantity of Carbon hood' }));
    expect(hood.getByTestId('line-quantity')).toHaveTextContent('2');
    expect(hood.getByRole('button', { name: 'Increase quantity of Carbon hood' })).toBeDisabled();
    expect(hood.getByText('Only 2 left')).toBeInTheDocument();
    expect(hood.queryByText(/SKU/)).not.toBeInTheDocument();

    const kit = within(row(/Wide body kit/));
    expect(kit.getByText('Wide body kit').closest('p')).toHaveTextContent(/^\(50% Deposit\) Wide body kit$/);
    expect(kit.getByText('SKU: WB-1')).toBeInTheDocument();
    expect(kit.getByText('Special order')).toBeInTheDocument();
    for (let i = 0; i < 3; i += 1) fireEvent.click(kit.getByRole('button', { name: 'Increase quantity of Wide body kit' }));
    expect(kit.getByTestId('line-quantity')).toHaveTextContent('4');
    expect(JSON.parse(localStorage.getItem('ypscart')!)[1].quantity).toBe(4);
  });

  it('adds protection and delivery confirmation to the total and keeps checkout shut until the terms are ticked', async () => {
    await renderCart([line({ quantity: 2 })]);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$200.00');
    fireEvent.click(screen.getByLabelText(/Shipping protection/));
    fireEvent.click(screen.getByLabelText(/Delivery confirmation/));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$215.90');
    expect(localStorage.getItem('ypshpr')).toBe('true');
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    fireEvent.click(screen.getByLabelText(/I agree to the/));
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('removes a line and shows the empty cart', async () => {
    await renderCart([line({})]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Carbon hood from the cart' }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shopping Cart (0)' })).toBeInTheDocument();
  });
});
