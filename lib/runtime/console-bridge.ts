import { format, stripVTControlCharacters } from 'node:util';
import type { Logger } from './logger';
import { alreadyLogged, isError } from './log-error';

/**
 * What Next and the shop's own modules print with console.* becomes a record of the logger, so
 * every line the server writes is one JSON object when a log shipper reads it: Next prints its
 * errors with console.error, several lines of stack each. The server installs it once, before
 * Next starts (server.ts); commands and tests keep the plain console.
 */
const LEVELS = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' } as const;
type Method = keyof typeof LEVELS;

// Next marks its lines with a sign (⨯ error, ⚠ warning, ✓ done, ○ …); the record's level says it.
const SIGN = /^\s*[⨯⚠✓○▲]\s*/u;

/**
 * How long a render's error (one with Next's digest) waits for onRequestError to log it with its
 * request's id: Next prints an error thrown inside a 'use cache' function where it was thrown,
 * before the page that awaited it fails and reports it (about 60 ms later on a loaded machine).
 * An error that no page reports (caught by the code that awaited it) is written when this ends.
 */
export const REPORT_WAIT_MS = 2000;

const hasDigest = (error: Error) => typeof (error as Error & { digest?: unknown }).digest === 'string';

export function bridgeConsole(logger: Logger, target: Pick<Console, Method> = console) {
  for (const method of Object.keys(LEVELS) as Method[]) {
    const level = LEVELS[method];
    target[method] = (...args: unknown[]) => {
      const errors = args.filter(isError);
      const text = stripVTControlCharacters(format(...args.filter((arg) => !isError(arg))))
        .replace(SIGN, '')
        .trim();
      const [error] = errors;
      // Next spaces its output with empty lines.
      if (!error && !text) return;
      const write = () => {
        // Next prints a render's error again after onRequestError logged it.
        if (errors.length > 0 && errors.every(alreadyLogged)) return;
        if (error) logger[level]({ err: error }, text || error.message.split('\n', 1)[0]);
        else logger[level](text);
      };
      if (errors.some(hasDigest) && !errors.every(alreadyLogged)) setTimeout(write, REPORT_WAIT_MS).unref();
      else write();
    };
  }
}
