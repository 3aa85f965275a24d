import { getTranslations } from 'next-intl/server';

const METHODS = [
  ['visa', '#1a1f71', 'VISA'],
  ['mastercard', '#eb001b', 'MC'],
  ['amex', '#2e77bc', 'AMEX'],
  ['discover', '#f58220', 'DISC'],
  ['applePay', '#000000', 'Apple Pay'],
  ['googlePay', '#3c4043', 'G Pay'],
  ['paypal', '#003087', 'PayPal'],
  ['bankTransfer', '#2f6f4f', 'BANK'],
  ['cashApp', '#00c244', '$Cash'],
  ['crypto', '#f7931a', 'BTC'],
] as const;

/** Ten small brand-coloured badges drawn inline, in plain Latin text every font has: no third-party image requests. */
export async function PaymentIcons() {
  const t = await getTranslations('payment');
  return (
    <ul className="flex flex-wrap gap-2">
      {METHODS.map(([key, colour, mark]) => (
        <li key={key}>
          <svg width="52" height="32" viewBox="0 0 52 32" role="img" aria-label={t(key)}>
            <title>{t(key)}</title>
            <rect width="52" height="32" rx="5" fill="#fff" />
            <text x="26" y="20.5" textAnchor="middle" fontSize={mark.length > 6 ? 8.5 : 11} fontWeight="800" fontFamily="system-ui, sans-serif" fill={colour}>
              {mark}
            </text>
          </svg>
        </li>
      ))}
    </ul>
  );
}
