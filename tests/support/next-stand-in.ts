import type http from 'node:http';
import type { Logger } from '@/lib/runtime/logger';

/**
 * A stand-in for Next's custom-server interface (`next()`, `prepare`, `getRequestHandler`, `close`)
 * for the tests of the shop's server, which need no build: `jest.mock('next', () =>
 * jest.requireActual('../support/next-stand-in').nextModule)`, then `answerAsNext(handler)`.
 */
type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>;

let current: Handler = async (_request, response) => void response.end();

export const answerAsNext = (handler: Handler): void => {
  current = handler;
};

export const nextModule = {
  __esModule: true,
  default: () => ({
    prepare: async () => {},
    close: async () => {},
    getRequestHandler: () => (request: http.IncomingMessage, response: http.ServerResponse) => current(request, response),
  }),
};

export const silentLogger = { info: () => {}, warn: () => {}, error: () => {}, flush: () => {} } as unknown as Logger;
