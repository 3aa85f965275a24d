export function nextDistDir(): string;
