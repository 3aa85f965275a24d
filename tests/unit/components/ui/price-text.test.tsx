/** @jest-environment jest-fixed-jsdom */
import { render, screen } from '@testing-library/react';
import { PriceText } from '@/components/ui/price-text';
import { useDetectedCurrency, useStoredRates } from '@/lib/client/stores/currency';
import { WithMessages } from '@/tests/support/client-intl';


afterEach(() => {
  useDetectedCurrency.setState({ currency: null });
  useStoredRates.setState({ value: null });
});

describe('PriceText', () => {
  it.each([
    // The server's text stands for US dollars as it was written, so hydration needs no formatter.
    ['USD', 'en', 'server text', 'server text'],
    ['USD', 'ja', '$12.50', '$12.50'],
    // Without it (a card drawn from the browser's own data) the amount is formatted here.
    ['USD', 'en', undefined, '$12.50'],
    // Another currency ignores the US-dollar text and converts.
    ['EUR', 'en', 'server text', '€6.25'],
    ['JPY', 'ja', '$12.50', '￥1,875.00'],
  ] as const)('in %s (%s) with the text %p shows %p', (currency, locale, usdText, shown) => {
    useStoredRates.setState({ value: { timestamp: Date.now(), conversion_rates: { USD: 1, EUR: 0.5, JPY: 150 } } });
    useDetectedCurrency.setState({ currency: currency === 'USD' ? null : currency });
    render(
      <WithMessages locale={locale}>
        <PriceText amount={12.5} usdText={usdText} />
      </WithMessages>,
    );
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('strikes a crossed-out price through', () => {
    render(
      <WithMessages>
        <PriceText amount={20} usdText="$20.00" struck />
      </WithMessages>,
    );
    expect(screen.getByText('$20.00').tagName).toBe('S');
  });
});
