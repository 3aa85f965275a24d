import { eq, like } from 'drizzle-orm';
import { withTestDatabase, jsonRequest } from '@/tests/integration/helpers/test-db';
import { startMailCatcher, type MailCatcher } from '@/tests/support/mail-catcher';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as recover } from '@/app/api/auth/recover/route';
import { POST as subscribe } from '@/app/api/newsletter/route';
import { POST as placeOrder } from '@/app/api/orders/route';
import { POST as submitForm } from '@/app/api/forms/[kind]/route';
import { orders, outbox, products } from '@/lib/db/schema';
import { deliverDueMail } from '@/lib/mail/sender';
import { smtpTransport } from '@/lib/mail/transport';
import { MAX_MAIL_ATTEMPTS } from '@/lib/mail/sender';
import { markPaid, sweepExpiredOrders } from '@/lib/shop/orders/embedded/transitions';
import { paymentProvider } from '@/lib/shop/orders/payments/provider-choice';
import { and, gt, lt } from 'drizzle-orm';
import { MESSAGES } from '@/lib/i18n/messages';
import { settled } from '@/lib/api/after-answer';

const database = withTestDatabase();
const none = { params: Promise.resolve({}) } as never;
const FROM = 'YPS Toyota Performance <orders@yps-toyota.example>';
let catcher: MailCatcher;

beforeAll(async () => {
  process.env.RATE_LIMITS = 'off';
  process.env.SITE_URL = 'https://shop.test';
  process.env.SHOP_EMAIL = 'team@yps-toyota.example';
  process.env.BANK_TRANSFER_DETAILS = 'YPS Toyota Performance LLC | Routing 123456789 | Account 000111222';
  catcher = await startMailCatcher(0);
});

afterAll(async () => {
  await catcher.close();
  for (const key of ['SITE_URL', 'SHOP_EMAIL', 'BANK_TRANSFER_DETAILS']) delete process.env[key];
});

const deliver = async (now = new Date()) => {
  const transport = smtpTransport(`smtp://127.0.0.1:${catcher.port}`);
  try {
    return await deliverDueMail(await database(), transport, FROM, now);
  } finally {
    transport.close();
  }
};

const caught = (to: string) => catcher.mails.filter((mail) => mail.to.includes(to));

describe('the outbox sender', () => {
  it('delivers the password-reset mail over SMTP in the shopper’s language, text and HTML, and marks it sent', async () => {
    await register(jsonRequest('/api/auth/register', { firstName: 'Mei', lastName: 'Sato', email: 'mei@example.com', password: 'a-long-password' }), none);
    expect((await recover(jsonRequest('/api/auth/recover?locale=ja', { email: 'mei@example.com' }), none)).status).toBe(200);
    await settled();
    expect((await deliver()).failed).toBe(0);
    const [mail] = caught('mei@example.com');
    expect(mail.subject).toBe(MESSAGES.ja.auth.resetMail.subject);
    expect(mail.text).toMatch(/https:\/\/shop\.test\/ja\/account\/login\/recovery\?token=[\w-]{43}/);
    expect(mail.html).toContain('lang="ja"');
    expect(mail.html).toMatch(/href="https:\/\/shop\.test\/ja\/account\/login\/recovery\?token=[\w-]{43}"/);
    const rows = await (await database()).select().from(outbox).where(eq(outbox.to, 'mei@example.com'));
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
    expect((await deliver()).sent).toBe(0);
  });

  it('welcomes a new subscriber once, and tells the shop about each form submission', async () => {
    await subscribe(jsonRequest('/api/newsletter?locale=es', { email: 'fan@example.com' }), none);
    await subscribe(jsonRequest('/api/newsletter?locale=es', { email: 'FAN@example.com' }), none);
    await submitForm(jsonRequest('/api/forms/contact', { email: 'asker@example.com', message: 'Do you ship to Guam?' }), { params: Promise.resolve({ kind: 'contact' }) } as never);
    await deliver();
    expect(caught('fan@example.com').map((mail) => mail.subject)).toEqual(['Bienvenido al boletín de YPS Toyota Performance']);
    const [notice] = caught('team@yps-toyota.example').filter((mail) => mail.text.includes('Do you ship to Guam?'));
    expect(notice.subject).toContain('asker@example.com');
  });

  it('keeps a mail the server refuses, and retries it later with a growing delay', async () => {
    const refusing = await startMailCatcher(0, { refuse: true });
    const transport = smtpTransport(`smtp://127.0.0.1:${refusing.port}`);
    // A failed expectation must not leave the refusing server listening: jest would wait on it.
    try {
      const db = await database();
      // The row's due time is the pass's clock: PostgreSQL's now() keeps microseconds, so a row
      // stamped by the server in the same millisecond as `new Date()` would not be due yet.
      const start = new Date();
      await db.insert(outbox).values({ to: 'retry@example.com', subject: 'Retry me', body: 'text', nextAttemptAt: start });
      const first = await deliverDueMail(db, transport, FROM, start);
      const [afterOne] = await db.select().from(outbox).where(eq(outbox.to, 'retry@example.com'));
      expect(first.failed).toBe(1);
      expect(afterOne).toMatchObject({ attempts: 1, sentAt: null });
      expect(afterOne.lastError).toContain('Mailbox unavailable');
      expect(afterOne.nextAttemptAt.getTime()).toBeGreaterThan(start.getTime());
      expect((await deliverDueMail(db, transport, FROM, start)).failed).toBe(0);
      await deliverDueMail(db, transport, FROM, afterOne.nextAttemptAt);
      const [afterTwo] = await db.select().from(outbox).where(eq(outbox.to, 'retry@example.com'));
      expect(afterTwo.attempts).toBe(2);
      expect(afterTwo.nextAttemptAt.getTime() - afterOne.nextAttemptAt.getTime()).toBeGreaterThan(afterOne.nextAttemptAt.getTime() - start.getTime());
      await deliver(new Date(afterTwo.nextAttemptAt.getTime() + 1));
      expect(caught('retry@example.com')).toHaveLength(1);
      expect(MAX_MAIL_ATTEMPTS).toBeGreaterThan(2);
    } finally {
      transport.close();
      await refusing.close();
    }
  });
});

describe('manual payment (no Stripe key)', () => {
  const contact = { email: 'transfer@example.com', name: 'Bo Transfer', phone: '+1 555 010 4000' };
  const address = { line1: '5 Pine St', city: 'Denver', state: 'CO', zip: '80202' };

  async function manualOrder() {
    const [item] = await (await database()).select().from(products).where(and(gt(products.quantityLeft, 5), lt(products.quantityLeft, 100), lt(products.price, '200'))).limit(1);
    const response = await placeOrder(jsonRequest('/api/orders', { lines: [{ product_id: item.id, quantity: 1 }], contact, address }), none);
    const { order, payment } = await response.json();
    expect(payment).toEqual({ provider: 'manual', url: null });
    const [row] = await (await database()).select().from(orders).where(eq(orders.number, order.number));
    return { item, row };
  }

  it('mails bank-transfer instructions, holds for days, and mails again when the operator records the payment', async () => {
    expect(paymentProvider().name).toBe('manual');
    const { row } = await manualOrder();
    expect(row.holdUntil!.getTime() - row.createdAt.getTime()).toBe(3 * 24 * 3600_000);
    await markPaid(await database(), { number: row.number });
    await deliver();
    const mails = caught('transfer@example.com').filter((mail) => mail.subject.includes(row.number));
    expect(mails.map((mail) => mail.subject)).toEqual([`Order ${row.number} received`, `Payment received for order ${row.number}`]);
    expect(mails[0].text).toContain(`with ${row.number} as the reference`);
    expect(mails[0].text).toContain('Routing 123456789');
    expect(mails[0].html).toContain('Routing 123456789');
    const shop = catcher.mails.filter((mail) => mail.to.includes('team@yps-toyota.example') && mail.subject.includes(row.number));
    expect(shop).toHaveLength(1);
  });

  it('cancels an unpaid order after its hold and gives its stock back', async () => {
    const { item, row } = await manualOrder();
    const stock = async () => (await (await database()).select({ left: products.quantityLeft }).from(products).where(eq(products.id, item.id)))[0].left;
    const held = await stock();
    expect(await sweepExpiredOrders(await database(), paymentProvider(), new Date(row.holdUntil!.getTime() - 1000))).toEqual([]);
    await sweepExpiredOrders(await database(), paymentProvider(), new Date(row.holdUntil!.getTime() + 1000));
    expect(await stock()).toBe(held + 1);
    const cancelled = await (await database()).select().from(outbox).where(like(outbox.subject, `Order ${row.number} cancelled`));
    expect(cancelled).toHaveLength(1);
  });
});
