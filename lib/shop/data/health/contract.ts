
/** The shop's lifecycle: opened before the first request, checked by the load balancer. */
export interface HealthShop {
  health(): Promise<HealthReport>;
  /** Opens what the shop needs before the first request (the embedded shop seeds an empty catalogue); throws when it cannot. */
  ready(): Promise<void>;
}

export type HealthReport = { ok: boolean; checks: Record<string, 'ok' | 'down'> };
