'use client';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from '#intl';
import { postJson } from '@/lib/client/post-json';
import type { FormKind } from '@/lib/shop/content';
import type { FORM_SCHEMAS } from '@/lib/shop/content';
import { formatUsPhone } from '@/lib/shop/content';
import { CONTROL_CLASS, FormField } from './form-field';
import { FilePicker } from './file-picker';
import { uploadImages } from '@/lib/client/upload-images';
import { useLazySchema } from './use-lazy-schema';

const loadSchemas = () => import('@/lib/shop/content/schemas').then((loaded) => loaded.FORM_SCHEMAS);

export type FieldSpec = {
  name: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select';
  autoComplete?: string;
  /** Spans both columns on wide screens. */
  wide?: boolean;
  required?: boolean;
  /** Shapes the input as (000) 000-0000 while typing. */
  usPhone?: boolean;
  options?: readonly string[];
  initial?: string;
};

type RequestFormProps = { kind: FormKind; fields: readonly FieldSpec[]; withFiles?: boolean };
type Status = { kind: 'idle' | 'submitting' } | { kind: 'success'; videos: number } | { kind: 'error'; message: string };
type Values = Record<string, string>;

const initialValues = (fields: readonly FieldSpec[]): Values => Object.fromEntries(fields.map((field) => [field.name, field.initial ?? '']));

/**
 * One form for the four requests: checks the shared schema before sending (fetched on first focus,
 * `useLazySchema`), posts to /api/forms/{kind}, shows each field's error beside it and a success
 * panel afterwards.
 */
export function RequestForm({ kind, fields, withFiles }: RequestFormProps) {
  const t = useTranslations('forms');
  const locale = useLocale();
  const id = useId();
  const [values, setValues] = useState<Values>(() => initialValues(fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const successRef = useRef<HTMLHeadingElement>(null);
  const schemas = useLazySchema(loadSchemas);

  useEffect(() => {
    if (status.kind === 'success') successRef.current?.focus();
  }, [status.kind]);

  const fieldId = (name: string) => `${id}-${name}`;
  const errorText = (key: string) => (t.has(`errors.${key}`) ? t(`errors.${key}`) : t('errors.invalid'));

  const check = (loaded: typeof FORM_SCHEMAS, next: Values): Record<string, string> => {
    const result = loaded[kind].safeParse(next);
    if (result.success) return {};
    const found: Record<string, string> = {};
    for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
    return found;
  };

  const change = (field: FieldSpec, raw: string) => {
    const next = { ...values, [field.name]: field.usPhone ? formatUsPhone(raw) : raw };
    setValues(next);
    const loaded = schemas.current();
    // Without the schema (its fetch failed) the server's errors stay until the next answer.
    if (attempted && loaded) setErrors(check(loaded, next));
    if (status.kind === 'error') setStatus({ kind: 'idle' });
  };

  const focusFirst = (invalid: Record<string, string>) => {
    const first = fields.find((field) => invalid[field.name]);
    if (first) document.getElementById(fieldId(first.name))?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    const loaded = await schemas.load();
    const invalid = loaded ? check(loaded, values) : {};
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      focusFirst(invalid);
      return;
    }
    setStatus({ kind: 'submitting' });
    const images = files.filter((file) => file.type.startsWith('image/'));
    const videos = files.filter((file) => file.type.startsWith('video/'));
    let imageIds: string[] = [];
    if (images.length > 0) {
      const uploaded = await uploadImages(images, locale);
      if (!uploaded.ok) {
        setStatus({ kind: 'error', message: uploaded.message ?? t('failed') });
        return;
      }
      imageIds = uploaded.data.imageNames;
    }
    const body = withFiles ? { ...values, imageIds, videoNames: videos.map((file) => file.name) } : values;
    const result = await postJson(`/api/forms/${kind}`, body, locale);
    if (result.ok) {
      setStatus({ kind: 'success', videos: videos.length });
      return;
    }
    const fromServer = Object.fromEntries(
      Object.entries(result.fields ?? {})
        .filter(([name]) => fields.some((field) => field.name === name))
        .map(([name, keys]) => [name, keys[0]]),
    );
    setErrors(fromServer);
    focusFirst(fromServer);
    setStatus({ kind: 'error', message: result.message ?? t('failed') });
  }

  const reset = () => {
    setValues(initialValues(fields));
    setErrors({});
    setAttempted(false);
    setFiles([]);
    setStatus({ kind: 'idle' });
  };

  if (status.kind === 'success') {
    return (
      <div role="status" className="rounded-lg border border-success/30 bg-success/5 p-6">
        <h2 ref={successRef} tabIndex={-1} className="text-lg font-bold text-success focus:outline-none">
          {t(`${kind}.successTitle`)}
        </h2>
        <p className="mt-2 text-sm">{t(`${kind}.successText`)}</p>
        {status.videos > 0 && <p className="mt-2 text-sm">{t('files.videosLater', { count: status.videos })}</p>}
        <p className="mt-2 text-sm text-muted">{t('spamNote')}</p>
        <button type="button" onClick={reset} className="mt-4 rounded border border-ink px-4 py-2 text-sm font-semibold hover:bg-ink hover:text-white">
          {t('sendAnother')}
        </button>
      </div>
    );
  }

  const submitting = status.kind === 'submitting';
  return (
    <form onSubmit={submit} {...schemas.prefetch} noValidate aria-labelledby={`${id}-title`} className="rounded-lg border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t(`${kind}.title`)}
      </h2>
      <p className="mb-5 mt-1 text-xs text-muted">{t('requiredNote')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <div key={field.name} className={field.wide ? 'sm:col-span-2' : undefined}>
            <FormField
              id={fieldId(field.name)}
              label={t(`${kind}.fields.${field.name}`)}
              required={field.required}
              requiredLabel={t('required')}
              hint={t.has(`${kind}.hints.${field.name}`) ? t(`${kind}.hints.${field.name}`) : undefined}
              error={errors[field.name] ? errorText(errors[field.name]) : undefined}
            >
              {(aria) =>
                field.type === 'textarea' ? (
                  <textarea id={fieldId(field.name)} name={field.name} rows={5} value={values[field.name]} onChange={(event) => change(field, event.target.value)} className={CONTROL_CLASS} {...aria} />
                ) : field.type === 'select' ? (
                  <select id={fieldId(field.name)} name={field.name} value={values[field.name]} onChange={(event) => change(field, event.target.value)} className={CONTROL_CLASS} {...aria}>
                    {field.options?.map((option) => (
                      <option key={option} value={option}>
                        {t(`${kind}.options.${field.name}.${option || 'none'}`)}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={fieldId(field.name)}
                    name={field.name}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    inputMode={field.usPhone ? 'tel' : undefined}
                    placeholder={field.usPhone ? '(000) 000-0000' : undefined}
                    value={values[field.name]}
                    onChange={(event) => change(field, event.target.value)}
                    className={CONTROL_CLASS}
                    {...aria}
                  />
                )
              }
            </FormField>
          </div>
        ))}
        {withFiles && (
          <div className="sm:col-span-2">
            <FilePicker id={fieldId('files')} files={files} onChange={setFiles} />
          </div>
        )}
      </div>
      {status.kind === 'error' && (
        <p role="alert" className="mt-5 rounded border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger">
          {status.message}
        </p>
      )}
      <button
        type="submit"
        disabled={submitting}
        className="mt-5 inline-flex items-center gap-2 rounded bg-brand px-6 py-2.5 text-sm font-bold uppercase tracking-wide text-white hover:bg-brand-dark disabled:opacity-60"
      >
        {submitting && <span className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
        {submitting ? t('submitting') : t(`${kind}.submit`)}
      </button>
    </form>
  );
}
