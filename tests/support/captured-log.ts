import { createLogger } from '@/lib/runtime/logger';

/** A logger configured as the server's, whose records a test reads back. */
export function capturedLogger() {
  const records: Record<string, unknown>[] = [];
  const lines: string[] = [];
  const logger = createLogger(
    {
      write(line: string) {
        lines.push(line);
        records.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
    'debug',
  );
  return { logger, records, lines };
}
