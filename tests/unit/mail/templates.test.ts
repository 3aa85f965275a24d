import { orderCancelledMail, orderReceivedMail, paymentReceivedMail, type OrderMailData } from '@/lib/shop/orders/order-mail';
import { renderMail } from '@/lib/mail/render';
import { retryDelayMs } from '@/lib/mail/sender';
import { formatUsd } from '@/lib/shop/cart/currency/format';
import { INTL_LOCALE } from '@/lib/i18n/routing';

const order = (locale: OrderMailData['locale']): OrderMailData => ({
  number: 'YPS-20261123-ABCDEFGH',
  email: 'shopper@example.com',
  name: 'Ana <b>Ruiz</b>',
  locale,
  lines: [
    { name: 'Carbon hood', quantity: 2, isDeposit: false, lineTotal: 1999.98 },
    { name: 'Wide body kit', quantity: 1, isDeposit: true, lineTotal: 2500 },
  ],
  totals: { subtotal: 4499.98, protection: 225, deliveryFee: 5.9, total: 4730.88 },
  holdUntil: new Date('2026-11-23T20:00:00Z'),
});

describe('order mails', () => {
  it.each([
    ['en', 'Order YPS-20261123-ABCDEFGH received', '(50% deposit) Wide body kit'],
    ['es', 'Hemos recibido tu pedido YPS-20261123-ABCDEFGH', '(Depósito del 50 %) Wide body kit'],
    ['ja', 'ご注文 YPS-20261123-ABCDEFGH を承りました', '(50% 手付金) Wide body kit'],
  ] as const)('writes the order mail in %s, text and HTML alike', (locale, subject, depositLine) => {
    const mail = orderReceivedMail(order(locale), { kind: 'link', url: 'https://shop.test/api/orders/YPS-20261123-ABCDEFGH/pay' });
    expect(mail.subject).toBe(subject);
    expect(mail.to).toBe('shopper@example.com');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(depositLine);
      expect(body).toContain(formatUsd(4730.88, INTL_LOCALE[locale]));
      expect(body).toContain('https://shop.test/api/orders/YPS-20261123-ABCDEFGH/pay');
    }
    expect(mail.html).toContain(`lang="${locale}"`);
  });

  it('escapes what shoppers typed in the HTML and keeps it readable in the text', () => {
    const mail = paymentReceivedMail(order('en'));
    expect(mail.html).toContain('Ana &lt;b&gt;Ruiz&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Ruiz');
    expect(mail.text).toContain('Hello Ana <b>Ruiz</b>,');
  });

  it.each([
    [{ kind: 'bank', details: ['YPS LLC', 'Routing 123'] } as const, ['as the reference', 'Routing 123']],
    [{ kind: 'bank', details: null } as const, ['bank details within one business day']],
    [{ kind: 'approval', limit: 1000 } as const, ['Orders over $1,000.00 need our approval']],
  ])('tells how to pay: %o', (payment, expected) => {
    const mail = orderReceivedMail(order('en'), payment);
    for (const text of expected) expect(mail.text).toContain(text);
  });

  it('says whether an order expired or was cancelled', () => {
    expect(orderCancelledMail(order('en'), 'expired').text).toContain('did not receive payment');
    expect(orderCancelledMail(order('en'), 'cancelled').text).toContain('has been cancelled');
  });

  it('renders an action as a link and a plain URL', () => {
    const mail = renderMail({ to: 'a@b.c', subject: 'S', lang: 'en', blocks: [{ kind: 'action', label: 'Go "now"', url: 'https://x.test/?a=1&b=2' }] });
    expect(mail.text).toBe('Go "now":\nhttps://x.test/?a=1&b=2');
    expect(mail.html).toContain('href="https://x.test/?a=1&amp;b=2"');
    expect(mail.html).toContain('Go &quot;now&quot;');
  });
});

describe('retryDelayMs', () => {
  it.each([
    [1, 60_000],
    [2, 120_000],
    [3, 240_000],
    [20, 6 * 3600_000],
  ])('after %i failed attempts waits %i ms', (attempts, delay) => expect(retryDelayMs(attempts)).toBe(delay));
});
