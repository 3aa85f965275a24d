/**
 * The client address as the reverse proxy reports it. Behind no proxy every request looks
 * alike, so limits then apply to the whole site (the safe direction).
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || 'unknown';
}
