import type { Instrumentation } from 'next';

/**
 * Runs when the server starts, never while `next build` runs (the build needs no database and
 * no settings of the host it will run on).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./lib/shop/serving/start');
  await startServer();
}

/** Errors thrown while rendering a page or running a handler, logged with the request's id. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logger } = await import('./lib/runtime/logger');
  const requestId = (request.headers as Record<string, string | string[] | undefined>)['x-request-id'];
  logger.error({ err: error, requestId, method: request.method, path: request.path.split('?')[0], route: context.routePath, kind: context.routeType }, 'request failed');
};
