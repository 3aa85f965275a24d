import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/** A Checkout Session as the stand-in keeps it: the fields the shop reads, and the form it was created with. */
export type StandInSession = {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  amount_total: number;
  currency: 'usd';
  expires_at: number;
  metadata: Record<string, string>;
  form: Record<string, string>;
};

export type StripeStandIn = {
  url: string;
  sessions: Map<string, StandInSession>;
  /** The signed webhook the stand-in would send for an event about the session. */
  signedEvent(session: StandInSession, type: string): { payload: string; signature: string };
  complete(id: string): Promise<StandInSession>;
  expire(id: string): Promise<StandInSession>;
  close(): Promise<void>;
};

type Deliver = (payload: string, signature: string) => Promise<void>;

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/**
 * A small stand-in for Stripe's API: creates, reads and expires Checkout Sessions, serves a
 * payment page whose button completes the session, and reports each change as a webhook
 * signed with the real `generateTestHeaderString`, which the shop checks with `constructEvent`.
 */
export async function startStripeStandIn(options: { port: number; webhookSecret: string; deliver: Deliver; mails?: () => unknown[] }): Promise<StripeStandIn> {
  let base = `http://127.0.0.1:${options.port}`;
  const sessions = new Map<string, StandInSession>();
  const byIdempotencyKey = new Map<string, string>();
  const stripe = new Stripe('sk_test_stand_in');

  const signedEvent = (session: StandInSession, type: string) => {
    const object: Partial<StandInSession> = { ...session };
    delete object.form;
    const payload = JSON.stringify({ id: `evt_${randomBytes(8).toString('hex')}`, object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
    return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret }) };
  };
  const send = async (session: StandInSession, type: string) => {
    const { payload, signature } = signedEvent(session, type);
    await options.deliver(payload, signature);
  };
  const complete = async (id: string) => {
    const session = sessions.get(id)!;
    if (session.status !== 'open') return session;
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    await send(session, 'checkout.session.completed');
    return session;
  };
  const expire = async (id: string) => {
    const session = sessions.get(id)!;
    if (session.status !== 'open') return session;
    session.status = 'expired';
    await send(session, 'checkout.session.expired');
    return session;
  };

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', base).pathname;
    const body = await read(request);
    // The end-to-end tests read what the SMTP stand-in received through the same server.
    if (request.method === 'GET' && path === '/_test/mails') return json(response, 200, { mails: options.mails?.() ?? [] });
    const session = sessions.get(path.split('/')[path.startsWith('/pay/') ? 2 : 4] ?? '');
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const key = String(request.headers['idempotency-key'] ?? '');
      const known = byIdempotencyKey.get(key);
      if (known) return json(response, 200, sessions.get(known));
      const form = Object.fromEntries(new URLSearchParams(body));
      let amount = 0;
      for (let i = 0; form[`line_items[${i}][quantity]`]; i++) amount += Number(form[`line_items[${i}][price_data][unit_amount]`]) * Number(form[`line_items[${i}][quantity]`]);
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const created: StandInSession = {
        id,
        object: 'checkout.session',
        url: `${base}/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form.client_reference_id ?? null,
        customer_email: form.customer_email ?? null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        amount_total: amount,
        currency: 'usd',
        expires_at: Number(form.expires_at),
        metadata: { order_number: form['metadata[order_number]'] ?? '' },
        form,
      };
      sessions.set(id, created);
      if (key) byIdempotencyKey.set(key, id);
      return json(response, 200, created);
    }
    if (!session) return json(response, 404, { error: { type: 'invalid_request_error', message: 'No such checkout session' } });
    if (request.method === 'GET' && path === `/v1/checkout/sessions/${session.id}`) return json(response, 200, session);
    if (request.method === 'POST' && path === `/v1/checkout/sessions/${session.id}/expire`) {
      if (session.status !== 'open') return json(response, 400, { error: { type: 'invalid_request_error', message: `Session is ${session.status}` } });
      return json(response, 200, await expire(session.id));
    }
    if (request.method === 'GET' && path === `/pay/${session.id}`) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const total = (session.amount_total / 100).toFixed(2);
      return response.end(
        // No icon request: the e2e console check would count the stand-in's 404 for /favicon.ico.
        `<!doctype html><html lang="en"><head><title>Stand-in Stripe Checkout</title><link rel="icon" href="data:,"></head><body><main><h1>Pay ${total} USD</h1><p data-testid="session-status">${session.status}</p>` +
          `<form method="post"><button type="submit">Pay</button></form><a href="${session.cancel_url}">Back to the shop</a></main></body></html>`,
      );
    }
    if (request.method === 'POST' && path === `/pay/${session.id}`) {
      if (session.status === 'open') await complete(session.id);
      response.writeHead(303, { location: session.status === 'complete' ? session.success_url : session.cancel_url });
      return response.end();
    }
    return json(response, 404, { error: { type: 'invalid_request_error', message: 'Unknown path' } });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  // Port 0 lets the system choose a free port (the jest tests); the base follows it.
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get url() {
      return base;
    },
    sessions,
    signedEvent,
    complete,
    expire,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
