/** Types for the build step in compile-hints.mjs, which its unit test imports. */
export declare const COMPILE_HINT: string;
export declare function withCompileHint(source: string): string | null;
export declare function firstLoadChunks(routeStats: { route: string; firstLoadChunkPaths: string[] }[]): string[];
