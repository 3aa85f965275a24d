export const DEFAULT_PORT: number;
export function originOf(siteUrl: string | undefined, port: number | string): string;
