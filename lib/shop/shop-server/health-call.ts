/**
 * The cheapest question the shop server answers: a GET of its root. It has no health call of its
 * own, so any HTTP answer below 500 means it is up. The breaker's probe and the readiness probe
 * both ask it. Answers the status; throws when the shop server does not answer within `timeoutMs`.
 */
export async function askShopServer(baseUrl: string, timeoutMs: number): Promise<number> {
  const response = await fetch(baseUrl, { method: 'GET', redirect: 'manual', cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  await response.body?.cancel();
  return response.status;
}

/** Resolves when the shop server is up, rejects when it fails or does not answer in time. */
export async function shopServerUp(baseUrl: string, timeoutMs: number): Promise<void> {
  const status = await askShopServer(baseUrl, timeoutMs);
  if (status >= 500) throw new Error(`the shop server answered ${status}`);
}
