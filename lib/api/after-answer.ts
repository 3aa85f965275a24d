import 'server-only';
import { after } from 'next/server';
import { logger } from '@/lib/runtime/logger';

const pending = new Set<Promise<void>>();

/**
 * Runs work once the answer has gone out, so its duration cannot be read from the answer's
 * (recovery must take as long for an unknown address as for a known one). Inside a request
 * Next.js's `after` runs it; called outside one (scripts, tests calling handlers directly) it
 * runs detached, and `settled()` waits for it.
 */
export function afterAnswer(task: () => Promise<void>): void {
  const run = () => task().catch((error) => logger.error({ err: error }, 'work after answer failed'));
  try {
    after(run);
  } catch {
    const promise: Promise<void> = run().finally(() => pending.delete(promise));
    pending.add(promise);
  }
}

export async function settled(): Promise<void> {
  await Promise.all([...pending]);
}
