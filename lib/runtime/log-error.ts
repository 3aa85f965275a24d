import { inspect, types } from 'node:util';
import { redactText } from './redact';

/**
 * An error as a log record carries it: what an operator needs to tell a timeout from a bug, and
 * nothing else. Other fields are left out on purpose: a failed query's error holds the values it
 * failed to write, a database error the row it found in the way.
 */
export type LoggedError = {
  type: string;
  message: string;
  stack?: string;
  /** Next's id of an error thrown in a render: the shopper's error page shows the same one. */
  digest?: string;
  /** A system error's code (ECONNREFUSED) or a database's SQLSTATE. */
  code?: string | number;
  /** An HTTP status the failed call answered. */
  status?: number;
  cause?: LoggedError;
};

/** Causes followed at most this deep (a cause may point back at its error). */
const CAUSES = 3;

/**
 * Errors already written by the logger, on globalThis: the server (server.ts) and Next's bundle
 * each carry their own logger, and Next prints an error that onRequestError logged a second time
 * (lib/runtime/console-bridge.ts leaves that print out).
 */
const registry = globalThis as typeof globalThis & { __shopLoggedErrors?: WeakSet<object> };
const logged = (registry.__shopLoggedErrors ??= new WeakSet());

export const alreadyLogged = (error: unknown) => typeof error === 'object' && error !== null && logged.has(error);

export const isError = (value: unknown): value is Error => value instanceof Error || types.isNativeError(value);

function typeOf(error: Error): string {
  // A class that does not set its name is still told by its constructor.
  if (error.name && error.name !== 'Error') return error.name;
  return error.constructor?.name || 'Error';
}

function described(error: unknown, depth: number): LoggedError {
  if (!isError(error)) return { type: typeof error, message: redactText(typeof error === 'string' ? error : inspect(error, { depth: 2, breakLength: Infinity })) };
  const { digest, code, status } = error as Error & Record<string, unknown>;
  return {
    type: typeOf(error),
    message: redactText(error.message),
    stack: error.stack === undefined ? undefined : redactText(error.stack),
    digest: typeof digest === 'string' ? digest : undefined,
    code: typeof code === 'string' || typeof code === 'number' ? code : undefined,
    status: typeof status === 'number' ? status : undefined,
    cause: error.cause !== undefined && depth < CAUSES ? described(error.cause, depth + 1) : undefined,
  };
}

/** The logger's serializer of `err`. */
export function serializeError(error: unknown): LoggedError {
  if (typeof error === 'object' && error !== null) logged.add(error);
  return described(error, 0);
}
