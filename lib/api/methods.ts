import 'server-only';
import { apiError, handle } from './respond';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];
type Handler = (request: Request) => Promise<Response>;

/** The Allow header of a route that serves `methods` (HEAD comes with GET, OPTIONS always). */
export function allowHeader(methods: readonly Method[]): string {
  const allowed = new Set<string>(methods);
  if (allowed.has('GET')) allowed.add('HEAD');
  return [...METHODS.filter((method) => allowed.has(method)), 'OPTIONS'].join(', ');
}

/**
 * Handlers for the methods a route does not serve: a JSON 405 naming the allowed ones. Next.js
 * would answer those with an empty 405, so every route file exports the rest from here:
 * `export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');`
 */
export function otherMethods(...served: Method[]): Record<Method, Handler> {
  const refuse = handle(async (request: Request) => apiError(request, 405, 'method_not_allowed', undefined, { allow: allowHeader(served) }), {
    sameOrigin: false,
  });
  return Object.fromEntries(METHODS.map((method) => [method, refuse])) as Record<Method, Handler>;
}

/** Every method of a path no route serves: a JSON 404 instead of the site's HTML page. */
export function unknownPath(): Record<Method, Handler> {
  const answer = handle(async (request: Request) => apiError(request, 404, 'not_found'), { sameOrigin: false });
  return Object.fromEntries(METHODS.map((method) => [method, answer])) as Record<Method, Handler>;
}
