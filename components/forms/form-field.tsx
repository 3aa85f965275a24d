import type { ReactNode } from 'react';

export type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  requiredLabel: string;
  hint?: string;
  error?: string;
  children: (described: { 'aria-invalid': boolean; 'aria-describedby'?: string; 'aria-required'?: boolean }) => ReactNode;
};

export const CONTROL_CLASS =
  'w-full rounded border border-line bg-white px-3 py-2 text-sm text-ink placeholder:text-muted/70 focus:border-ink aria-[invalid=true]:border-danger';

/** A label, the control, a hint and the field's error, wired together for screen readers. */
export function FormField({ id, label, required, requiredLabel, hint, error, children }: FieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
        {required && (
          <>
            <span className="ml-0.5 text-brand" aria-hidden="true">
              *
            </span>
            <span className="sr-only"> ({requiredLabel})</span>
          </>
        )}
      </label>
      {children({ 'aria-invalid': Boolean(error), 'aria-describedby': described || undefined, 'aria-required': required || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
