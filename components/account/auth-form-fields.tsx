'use client';
import { useId, useState, type InputHTMLAttributes } from 'react';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null; revealLabels?: { show: string; hide: string } };

/** A labelled input with its error tied to it for screen readers; passwords get a show/hide toggle. */
export function AuthField({ label, error, revealLabels, type = 'text', ...input }: FieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={revealLabels && revealed ? 'text' : type}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`w-full rounded border px-3 py-2.5 ${error ? 'border-danger' : 'border-line'} ${revealLabels ? 'pr-20' : ''}`}
          {...input}
        />
        {revealLabels && (
          <button
            type="button"
            onClick={() => setRevealed((v) => !v)}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-0 px-3 text-sm font-semibold text-brand"
          >
            {revealed ? revealLabels.hide : revealLabels.show}
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" disabled={busy} className="w-full rounded bg-brand px-4 py-3 font-bold uppercase tracking-wide text-white hover:bg-brand-dark disabled:opacity-60">
      {busy ? busyLabel : label}
    </button>
  );
}

export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'success' }) {
  if (!message) return null;
  return tone === 'error' ? (
    <p role="alert" className="rounded border border-danger/30 bg-danger/5 p-3 text-sm text-danger">
      {message}
    </p>
  ) : (
    <p role="status" className="rounded border border-success/30 bg-success/5 p-3 text-sm text-success">
      {message}
    </p>
  );
}
