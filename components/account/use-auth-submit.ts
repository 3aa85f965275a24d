'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { z } from 'zod';
import { postJson } from '@/lib/api/client';

type Errors = Record<string, string | null>;

/**
 * Validates with the same zod schema as the API, posts, and turns the answer into messages:
 * field errors under their inputs, anything else in one alert. Keys come from `auth`.
 */
export function useAuthSubmit<T extends Record<string, unknown>>(schema: z.ZodType<T>, path: string) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);

  async function submit(values: unknown): Promise<boolean> {
    setAlert(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= t(issue.message);
      setErrors(next);
      return false;
    }
    setErrors({});
    setBusy(true);
    const result = await postJson(path, parsed.data, locale);
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

  return { busy, errors, alert, submit, clearError: (field: string) => setErrors((e) => ({ ...e, [field]: null })) };
}
