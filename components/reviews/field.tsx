import { useId } from 'react';

type FieldProps = { label: string; children: (id: string) => React.ReactNode };

/** A labelled form row; the label and the control share a generated id. */
export function Field({ label, children }: FieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label} <span aria-hidden="true" className="text-brand">*</span>
      </label>
      {children(id)}
    </div>
  );
}

export const inputClass = 'rounded border border-line px-3 py-2 focus:border-ink';
