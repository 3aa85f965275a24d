/**
 * next/cache outside Next's runtime: jest calls route handlers directly, without the request
 * store revalidateTag needs. Expired tags are recorded so tests can assert what a write expires,
 * and the tags cached reads attach, so tests can assert which reads a write reaches.
 */
export const expiredTags: string[] = [];
export const attachedTags: string[] = [];

export function revalidateTag(tag: string): void {
  expiredTags.push(tag);
}

export const updateTag = revalidateTag;

export function cacheTag(...tags: string[]): void {
  attachedTags.push(...tags);
}

export function cacheLife(): void {}
