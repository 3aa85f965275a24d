import type { LoggedError } from './log-error';

/**
 * A log record as a person at a terminal reads it: local time, level, message and the other
 * fields as key=value on one line; an error's stack under it, indented. The records stay the
 * logger's JSON ones: this only shows them (docs/decisions.md, "Readable logs on a terminal").
 */

const SHOWN_ELSEWHERE = new Set(['level', 'time', 'pid', 'msg', 'err']);
/** ANSI colours of the level names. */
const COLOURS: Record<string, number> = { fatal: 35, error: 31, warn: 33, info: 32, debug: 90, trace: 90 };
const BARE = /^[^\s"=]+$/;

const two = (n: number, width = 2) => String(n).padStart(width, '0');

function clock(time: unknown): string {
  const date = new Date(typeof time === 'string' || typeof time === 'number' ? time : Number.NaN);
  if (Number.isNaN(date.getTime())) return '';
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}.${two(date.getMilliseconds(), 3)}`;
}

function shown(value: unknown): string {
  if (typeof value === 'string') return BARE.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value) ?? String(value);
}

function errorLines(error: LoggedError, indent = '    '): string[] {
  const text = error.stack ?? `${error.type}: ${error.message}`;
  const lines = text.split('\n').map((line) => indent + line.trim());
  return error.cause ? [...lines, `${indent}caused by:`, ...errorLines(error.cause, indent + '  ')] : lines;
}

export function prettyLine(line: string, colour = false): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const level = String(record.level ?? '');
  const label = level.toUpperCase().padEnd(5);
  const painted = colour && COLOURS[level] ? `\u001b[${COLOURS[level]}m${label}\u001b[39m` : label;
  const error = typeof record.err === 'object' && record.err !== null ? (record.err as LoggedError) : undefined;
  const fields = Object.entries(record)
    .filter(([key, value]) => !SHOWN_ELSEWHERE.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${shown(value)}`);
  if (error?.digest) fields.push(`digest=${error.digest}`);
  const head = [clock(record.time), painted, typeof record.msg === 'string' ? record.msg : '', ...fields].filter(Boolean).join(' ');
  return [head, ...(error ? errorLines(error) : [])].join('\n') + '\n';
}

/** A destination for pino that writes each record as prettyLine shows it. */
export function prettyDestination(out: NodeJS.WriteStream = process.stdout): { write(line: string): void } {
  const colour = out.hasColors?.() ?? false;
  return { write: (line) => void out.write(prettyLine(line, colour)) };
}
