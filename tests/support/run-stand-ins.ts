/**
 * The end-to-end tests' outside world, as one process Playwright starts: the Stripe stand-in
 * (STAND_IN_STRIPE_PORT, webhooks to STAND_IN_WEBHOOK_URL) and a real SMTP server
 * (STAND_IN_SMTP_PORT) whose mail is listed at GET /_test/mails on the Stripe stand-in.
 */
import { startMailCatcher } from './mail-catcher';
import { startStripeStandIn } from './stripe-stand-in';

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

async function main() {
  const catcher = await startMailCatcher(Number(required('STAND_IN_SMTP_PORT')));
  const webhookUrl = required('STAND_IN_WEBHOOK_URL');
  const stripe = await startStripeStandIn({
    port: Number(required('STAND_IN_STRIPE_PORT')),
    webhookSecret: required('STRIPE_WEBHOOK_SECRET'),
    mails: () => catcher.mails.map((mail) => ({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })),
    deliver: async (payload, signature) => {
      const response = await fetch(webhookUrl, { method: 'POST', headers: { 'stripe-signature': signature, 'content-type': 'application/json' }, body: payload });
      if (!response.ok) console.error(`webhook answered ${response.status}: ${await response.text()}`);
    },
  });
  console.log(`stand-ins: Stripe ${stripe.url}, SMTP 127.0.0.1:${catcher.port}`);
  const stop = async () => {
    await Promise.all([stripe.close(), catcher.close()]);
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
