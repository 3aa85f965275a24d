/**
 * next/cache outside Next's runtime: jest calls route handlers directly, without the request
 * store revalidateTag needs. Expired tags are recorded so tests can assert what a write expires.
 */
export const expiredTags: string[] = [];

export function revalidateTag(tag: string): void {
  expiredTags.push(tag);
}

export const updateTag = revalidateTag;

export function cacheTag(): void {}

export function cacheLife(): void {}
