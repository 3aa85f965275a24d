import type { z } from 'zod';

/**
 * The message key of a field error the schema gave no key of its own. The API answers keys, not
 * zod's English sentences; `api.fields.*` translates them in every language.
 */
export function fieldErrorKey(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalidType';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'required' : 'tooShort';
      return issue.origin === 'array' || issue.origin === 'set' ? 'tooFew' : 'tooSmall';
    case 'too_big':
      if (issue.origin === 'string') return 'tooLong';
      return issue.origin === 'array' || issue.origin === 'set' ? 'tooMany' : 'tooBig';
    case 'invalid_format':
      return 'invalidFormat';
    case 'unrecognized_keys':
      return 'unknownField';
    default:
      return 'invalidValue';
  }
}
