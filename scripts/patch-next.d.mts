/** Types for the install step in patch-next.mjs, which its unit test imports. */
export type NextPatch = { name: string; issue: string; files: string[]; before: string[]; after: (relative: string) => string };
export declare const patches: NextPatch[];
export declare function applyPatch(patch: NextPatch, relative: string, source: string): string | null;
