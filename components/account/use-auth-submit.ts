'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from '#intl';
import type { z } from 'zod';
import { postJson } from '@/lib/client/post-json';
import { useLazySchema } from '@/components/forms/use-lazy-schema';

type Errors = Record<string, string | null>;

/**
 * Validates with the same zod schema as the API (fetched on the form's first focus, `useLazySchema`),
 * posts, and turns the answer into messages: field errors under their inputs, anything else in one
 * alert. Keys come from `auth`. Spread `prefetch` on the form.
 */
export function useAuthSubmit<T extends Record<string, unknown>, V extends Record<string, string>>(loadSchema: () => Promise<z.ZodType<T>>, path: string, initial: V) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const schema = useLazySchema(loadSchema);

  /** Sends the form's values, plus anything the form adds that the shopper does not type (a token). */
  async function submit(extra: Record<string, string> = {}): Promise<boolean> {
    const payload = { ...values, ...extra };
    setAlert(null);
    const loaded = await schema.load();
    const parsed = loaded?.safeParse(payload);
    if (parsed && !parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= t(issue.message);
      setErrors(next);
      return false;
    }
    setErrors({});
    setBusy(true);
    const result = await postJson(path, parsed ? parsed.data : payload, locale);
    setBusy(false);
    if (result.ok) return true;
    if (result.status === 0) setAlert(t('networkError'));
    else if (result.fields) {
      const next: Errors = {};
      for (const [field, keys] of Object.entries(result.fields)) next[field] = t.has(keys[0]) ? t(keys[0]) : (result.message ?? t('unexpectedError'));
      setErrors(next);
    } else setAlert(result.message ?? t('unexpectedError'));
    return false;
  }

  /** Value and change handler of one input; typing clears that input's error. */
  const field = (name: keyof V & string) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: null }));
    },
    error: errors[name],
  });

  return { busy, errors, alert, submit, field, prefetch: schema.prefetch };
}
