export function originOf(siteUrl: string | undefined, port: number | string): string;
