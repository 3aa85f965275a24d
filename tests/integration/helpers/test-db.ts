import { openDatabase, type Database } from '@/lib/db/open';

const holder = globalThis as typeof globalThis & { __shopDb?: Promise<Database> };

/**
 * Each jest worker gets its own in-memory PGlite with the seeded catalogue, installed where
 * lib/db/client looks first, so route handlers run against a real database.
 */
export function useTestDatabase(): () => Promise<Database> {
  beforeAll(async () => {
    holder.__shopDb ??= openDatabase({ memory: true, seedWhenEmpty: true });
    await holder.__shopDb;
  }, 120_000);
  return () => holder.__shopDb!;
}

export function jsonRequest(path: string, body?: unknown, init: RequestInit = {}): Request {
  return new Request(`http://shop.test${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}
