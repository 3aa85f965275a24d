import type { z } from 'zod';

/** The one message a rejected review or question form shows: a bad e-mail, else 'fill all fields'. */
export function formProblem(error: z.ZodError): 'emailInvalid' | 'fillAllFields' {
  const onlyEmail = error.issues.every((issue) => issue.path[0] === 'email' && issue.message === 'emailInvalid');
  return onlyEmail ? 'emailInvalid' : 'fillAllFields';
}
