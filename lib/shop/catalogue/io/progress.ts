/**
 * How a long import or export shows it is moving: a bar with rows per second on a terminal, plain
 * lines (one every few seconds and one at the end) when the output goes to a file or a log.
 */
export type Progress = {
  /** A new phase; `total` when the number of rows is known. */
  start(phase: string, total?: number): void;
  advance(rows?: number): void;
  finish(): void;
  /** A step without rows to count, on a line of its own. */
  note(text: string): void;
};

export const silentProgress: Progress = { start() {}, advance() {}, finish() {}, note() {} };

type Stream = { write(text: string): unknown; isTTY?: boolean; columns?: number };

const BAR_WIDTH = 30;
const REDRAW_MS = 100;
const LINE_EVERY_MS = 5000;

export function streamProgress(stream: Stream, now: () => number = Date.now): Progress {
  let phase = '';
  let total: number | undefined;
  let done = 0;
  let startedAt = 0;
  let shownAt = 0;

  const rate = () => {
    const seconds = (now() - startedAt) / 1000;
    return seconds > 0 ? Math.round(done / seconds) : 0;
  };
  const counts = () => (total === undefined ? `${done} rows` : `${done}/${total} rows`);
  const bar = () => {
    if (total === undefined) return '';
    const filled = total === 0 ? BAR_WIDTH : Math.round((done / total) * BAR_WIDTH);
    return `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] `;
  };
  const show = (final: boolean) => {
    if (stream.isTTY) {
      const text = `${phase} ${bar()}${counts()}, ${rate()} rows/s`;
      stream.write(`\r${text.slice(0, (stream.columns ?? 80) - 1)}\u001b[K${final ? '\n' : ''}`);
    } else {
      stream.write(`${phase}: ${counts()}, ${rate()} rows/s${final ? ', done' : ''}\n`);
    }
  };

  return {
    start(name, rows) {
      phase = name;
      total = rows;
      done = 0;
      startedAt = shownAt = now();
    },
    advance(rows = 1) {
      done += rows;
      const elapsed = now() - shownAt;
      if (elapsed >= (stream.isTTY ? REDRAW_MS : LINE_EVERY_MS)) {
        shownAt = now();
        show(false);
      }
    },
    finish() {
      show(true);
    },
    note(text) {
      stream.write(`${text}\n`);
    },
  };
}
