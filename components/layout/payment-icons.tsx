import { getTranslations } from 'next-intl/server';

const METHODS = ['visa', 'mastercard', 'amex', 'discover', 'applePay', 'googlePay', 'paypal', 'bankTransfer', 'cashApp', 'crypto'] as const;

/**
 * Ten small brand-coloured badges (public/payments, plain Latin text every font has): static files
 * rather than inline SVG, so every page's HTML and RSC payload carry one short <img> each, and the
 * browser caches the drawings. Their size (52×32) is set once in app/globals.css, which reserves it before they load.
 */
export async function PaymentIcons() {
  const t = await getTranslations('payment');
  return (
    <ul className="payment-icons">
      {METHODS.map((key) => (
        <li key={key}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a tiny static SVG: the image optimizer would only add a round trip. */}
          <img src={`/payments/${key}.svg`} alt={t(key)} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
