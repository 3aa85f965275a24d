import type { Redis } from 'ioredis';

type TagState = { stale?: number; expired?: number };
type Stored = { lastModified: number; value: unknown; cacheControl?: unknown };

export type PageStore = {
  readonly dir: string;
  readonly size: number;
  readonly count: number;
  get(key: string, extraTags?: string[]): Promise<Stored | null>;
  set(key: string, value: unknown, tags: string[], cacheControl?: unknown): Promise<void>;
  expireTags(tags: string[], durations?: { expire?: number }): void;
  applyTagStates(tags: string[], state: TagState): void;
  isCurrent(key: string, lastModified: number): boolean;
};

export type PageRead = { key: string; lastModified: number; revalidate?: number | false };
export function observePageCacheReads(listener: (read: PageRead) => void): void;
export function isCurrentPageRead(read: PageRead): boolean;

export const DEFAULT_MAX_MB: number;
export function createPageStore(options: { dir: string; maxBytes: number; now?: () => number }): PageStore;
export function maxBytesOf(setting: string | undefined): number;
export function pageCacheRoot(dataDir: string | undefined): string;
export function pageCacheFolder(build: string | null, origin: string): string;
export function followSharedExpiry(store: PageStore, subscriber: Redis, channel?: string): Promise<unknown>;

export interface PageCacheHandler {
  get(key: string, ctx: unknown): Promise<Stored | null>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
export function pageCacheHandler(storeOf?: (serverDistDir: string | undefined) => PageStore): new (ctx: { serverDistDir?: string }) => PageCacheHandler;
declare const handler: new (ctx: { serverDistDir?: string }) => PageCacheHandler;
export default handler;
