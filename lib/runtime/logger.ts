import pino from 'pino';
import { redact, redactText } from './redact';

/**
 * One JSON line per event on stdout, for journald, Docker or any log shipper. LOG_LEVEL is read
 * from the environment directly: the logger must work even when the rest of the settings are bad.
 */
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const requested = process.env.LOG_LEVEL ?? '';

export const logger = pino({
  // A bad value is reported by the configuration check; the logger must not fail before it.
  level: LEVELS.includes(requested) ? requested : 'info',
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  messageKey: 'msg',
  formatters: {
    level: (label) => ({ level: label }),
    log: (record) => redact(record) as Record<string, unknown>,
  },
  serializers: {
    err: (error: unknown) => {
      const serialized = pino.stdSerializers.err(error as Error);
      return { ...serialized, message: redactText(serialized.message ?? ''), stack: redactText(serialized.stack ?? '') };
    },
  },
  hooks: {
    logMethod(args, method) {
      // The message itself may carry what the fields would have masked.
      const masked = args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg));
      return method.apply(this, masked as Parameters<typeof method>);
    },
  },
});

export type Logger = typeof logger;
