import pino, { type DestinationStream } from 'pino';
import { REDACT_PATHS, REDACTED, redactText } from './redact';
import { serializeError } from './log-error';
import { prettyDestination } from './pretty-log';

/**
 * One JSON line per event on stdout, for journald, Docker or any log shipper; readable lines when
 * stdout is a terminal (LOG_FORMAT chooses either). LOG_LEVEL and LOG_FORMAT are read from the
 * environment directly: the logger must work even when the rest of the settings are bad.
 */
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export function logFormat(asked: string | undefined, terminal: boolean): LogFormat {
  return (LOG_FORMATS as readonly string[]).includes(asked ?? '') ? (asked as LogFormat) : terminal ? 'pretty' : 'json';
}

export function createLogger(destination: DestinationStream, level = process.env.LOG_LEVEL ?? '') {
  return pino(
    {
      // A bad value is reported by the configuration check; the logger must not fail before it.
      level: LEVELS.includes(level) ? level : 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      messageKey: 'msg',
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: { err: serializeError },
      hooks: {
        logMethod(args, method) {
          // The message itself may carry what the fields would have masked.
          const masked = args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg));
          return method.apply(this, masked as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

const format = logFormat(process.env.LOG_FORMAT, Boolean(process.stdout.isTTY));
// Synchronous: the server's bundle and Next's each hold a logger on stdout, and a line written whole before the next begins never interleaves with the other's.
export const logger = createLogger(format === 'pretty' ? prettyDestination() : pino.destination({ dest: 1, sync: true }));

export type Logger = typeof logger;
