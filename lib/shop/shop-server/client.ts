import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import type { Database } from '@/lib/db/client';
import { PROBE_TIMEOUT_MS, processBreaker, SLOW_CALL_MS, UPSTREAM_DEADLINE_MS, type ShopBreaker } from './current-breaker';
import { shopServerUp } from './health-call';
import type { AnswerStoreSettings } from './answers';

export { UPSTREAM_DEADLINE_MS } from './current-breaker';

/** The upstream shop answered, but not with what the contract promises. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** No answer within the deadline (504), rather than a bad or refused one (502). */
    readonly timedOut = false,
    /** Not asked at all: the circuit is open (503), and a retry makes sense after this many seconds. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** Keeps the items that parse; the ones that do not are dropped and logged, never rendered. */
export function validItems<T>(schema: z.ZodType<T>, items: unknown[], what: string): T[] {
  const kept: T[] = [];
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success) kept.push(parsed.data);
    else console.warn(`remote shop: dropped a malformed ${what}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'item'} ${i.message}`).join('; ')}`);
  }
  return kept;
}

/**
 * One deadline per rendered page, shared by all of its upstream calls (React's cache is scoped
 * to one request), so calls that run one after another cannot add up past it. Outside a render
 * (route handlers) each call gets its own.
 */
const pageDeadline = cache(() => AbortSignal.timeout(UPSTREAM_DEADLINE_MS));

export const SUCCESS = /^successf?ull?$/i;
export const message = z.object({ message: z.string() }).partial().passthrough().catch({});

export type RemoteShopOptions = {
  fetch?: typeof fetch;
  /** This server's own database: it keeps sessions and reaction deduplication, never shop data. */
  database?: () => Promise<Database>;
  /** Longest wait for one call (tests shorten it). */
  deadlineMs?: number;
  /** How long a call may go unanswered before the breaker asks the shop server's health (tests shorten it). */
  slowMs?: number;
  /** The circuit breaker around every call: this process's own unless a test brings one. */
  breaker?: ShopBreaker;
  /** Bounds of the kept whole answers (tests shorten them). */
  answers?: Partial<AnswerStoreSettings>;
};

export type Answer = { status: number; ok: boolean; json: unknown };

export type RemoteClient = {
  /** Any answer, 4xx included: the caller reads what the shop server said. */
  send(path: string, init?: { body?: unknown; form?: FormData; timeout?: number }): Promise<Answer>;
  /** A call whose only acceptable outcome is a 2xx JSON answer. */
  call(path: string, init?: { body?: unknown; form?: FormData }): Promise<unknown>;
  /** Where the browser loads an image the shop server keeps. */
  imageUrl(name: string): string;
  /** This server's own database (sessions, reaction deduplication). */
  open(): Promise<Database>;
  deadlineMs: number;
};

/**
 * The existing shop server, spoken to with the contract of spec sections 7: the one connection
 * every remote domain shares, behind one circuit breaker and one deadline per rendered page.
 */
export function remoteClient(baseUrl: string, options: RemoteShopOptions = {}): RemoteClient {
  const base = baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const deadlineMs = options.deadlineMs ?? UPSTREAM_DEADLINE_MS;
  const slowMs = options.slowMs ?? SLOW_CALL_MS;
  const breaker = options.breaker ?? processBreaker(() => shopServerUp(base, PROBE_TIMEOUT_MS));
  const open =
    options.database ??
    (async () => {
      const { db } = await import('@/lib/db/client');
      return db();
    });

  async function send(path: string, init: { body?: unknown; form?: FormData; timeout?: number } = {}): Promise<Answer> {
    // While the circuit is open nothing is sent: the caller answers at once instead of after the deadline.
    if (breaker.admit() === 'refuse') throw new UpstreamError(`${path}: circuit open, not asked`, 503, false, breaker.retryAfterSeconds());
    // The circuit opening ends every call in flight at once: they share one deadline with the breaker.
    const opened = breaker.opened;
    const signals = [AbortSignal.timeout(init.timeout ?? deadlineMs), pageDeadline()];
    const slow = setTimeout(() => breaker.suspect(), slowMs);
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: init.body === undefined && init.form === undefined ? 'GET' : 'POST',
        headers: init.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
        body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
        signal: AbortSignal.any([...signals, opened]),
        cache: 'no-store',
      });
    } catch (error) {
      clearTimeout(slow);
      if (opened.aborted) throw new UpstreamError(`${path}: circuit opened while asking`, 503, false, breaker.retryAfterSeconds());
      breaker.settle('failure');
      const timedOut = signals.some((signal) => signal.aborted);
      throw new UpstreamError(timedOut ? `${path}: no answer in time` : `${path}: ${(error as Error).message}`, undefined, timedOut);
    }
    clearTimeout(slow);
    // A 4xx is the shop server answering about the request; a 5xx is the shop server failing.
    breaker.settle(response.status < 500 ? 'success' : 'failure');
    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      if (response.ok) throw new UpstreamError(`${path}: answer is not JSON`, response.status);
    }
    return { status: response.status, ok: response.ok, json };
  }

  async function call(path: string, init?: { body?: unknown; form?: FormData }): Promise<unknown> {
    const answer = await send(path, init);
    if (!answer.ok) throw new UpstreamError(`${path}: HTTP ${answer.status}`, answer.status);
    return answer.json;
  }

  const imageUrl = (name: string) => (name.includes('/') ? name : `${base}/${encodeURIComponent(name)}`);
  return { send, call, imageUrl, open, deadlineMs };
}
