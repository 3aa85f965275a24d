'use client';
import { useState, type ChangeEvent } from 'react';
import { useTranslations } from '#intl';
import { ACCEPTED_FILE_TYPES, checkWarrantyFiles } from '@/lib/shop/content';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@/lib/shop/talk';

type FilePickerProps = { id: string; files: File[]; onChange: (files: File[]) => void };

/** Photos and videos of the faulty part: each can be removed before sending; anything else is refused. */
export function FilePicker({ id, files, onChange }: FilePickerProps) {
  const t = useTranslations('forms.files');
  const [error, setError] = useState<string | null>(null);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const next = [...files, ...Array.from(event.target.files ?? [])];
    // Cleared so the same file can be chosen again after removing it.
    event.target.value = '';
    const checked = checkWarrantyFiles(next);
    if (!checked.ok) {
      setError(t(checked.error, { max: MAX_UPLOAD_FILES, megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 }));
      return;
    }
    setError(null);
    onChange(next);
  };

  const remove = (index: number) => {
    setError(null);
    onChange(files.filter((_, position) => position !== index));
  };

  return (
    <div className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-semibold">
        {t('label')}
      </p>
      {/* The native control's own words follow the browser's language, so it is hidden behind a translated button. */}
      <input
        id={id}
        type="file"
        multiple
        accept={ACCEPTED_FILE_TYPES}
        onChange={pick}
        aria-labelledby={`${id}-label`}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer rounded bg-ink px-4 py-2 text-sm font-semibold text-white hover:bg-brand peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand"
      >
        {t('choose')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('hint', { max: MAX_UPLOAD_FILES, megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 })}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul className="divide-y divide-line rounded border border-line text-sm" aria-label={t('selected')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="min-w-0 truncate">
                {file.name} <span className="text-muted">({file.type.startsWith('video/') ? t('video') : t('image')})</span>
              </span>
              <button type="button" onClick={() => remove(index)} className="shrink-0 text-sm font-semibold text-brand hover:underline">
                {t('remove')}
                <span className="sr-only"> {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
