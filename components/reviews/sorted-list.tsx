'use client';
import { useState, type ReactNode } from 'react';
import { SortSelect } from './sort-select';

type SortedListProps<T extends string> = {
  label: string;
  options: { value: T; label: string }[];
  /** For each sort, the order of `children` by index, computed by the server. */
  orders: Record<T, number[]>;
  testId: string;
  children: ReactNode[];
};

/**
 * A server-rendered list the shopper can re-sort: the entries are the server's elements and only
 * their order changes here, so the browser carries neither the entries' markup nor the sort rules.
 */
export function SortedList<T extends string>({ label, options, orders, testId, children }: SortedListProps<T>) {
  const [sort, setSort] = useState<T>(options[0].value);
  return (
    <div className="flex flex-col gap-4">
      <SortSelect label={label} value={sort} options={options} onChange={setSort} />
      <ul className="divide-y divide-line" data-testid={testId}>
        {orders[sort].map((index) => children[index])}
      </ul>
    </div>
  );
}
