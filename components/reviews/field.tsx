import { useId } from 'react';

type FieldProps = { label: string; children: (id: string) => React.ReactNode };

/** A labelled form row; the label and the control share a generated id. */
export function ReviewField({ label, children }: FieldProps) {
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

type ReviewerFieldsProps = {
  values: { name: string; email: string };
  set: (key: 'name' | 'email') => (event: React.ChangeEvent<HTMLInputElement>) => void;
  labels: { name: string; email: string };
};

/** Name and e-mail, asked of every reviewer and every asker. */
export function ReviewerFields({ values, set, labels }: ReviewerFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ReviewField label={labels.name}>{(id) => <input id={id} value={values.name} onChange={set('name')} autoComplete="name" maxLength={100} className={inputClass} />}</ReviewField>
      <ReviewField label={labels.email}>
        {(id) => <input id={id} type="email" value={values.email} onChange={set('email')} autoComplete="email" maxLength={254} className={inputClass} />}
      </ReviewField>
    </div>
  );
}
