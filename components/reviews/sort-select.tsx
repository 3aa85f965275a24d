'use client';
import { useId } from 'react';

type SortSelectProps<T extends string> = { label: string; value: T; options: { value: T; label: string }[]; onChange: (value: T) => void };

export function SortSelect<T extends string>({ label, value, options, onChange }: SortSelectProps<T>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 self-end text-sm">
      <label htmlFor={id} className="text-muted">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)} className="rounded border border-line px-2 py-1">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
