/** Types for the build step in compress-build-files.mjs, which its unit test imports. */
export declare const COMPRESSED_TYPES: Set<string>;
export declare const COMPRESSED_DIR: string;
export declare function compressedForms(raw: Buffer): Promise<{ br: Buffer | null; gz: Buffer | null }>;
