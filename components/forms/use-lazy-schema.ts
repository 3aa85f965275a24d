'use client';
import { useRef } from 'react';

/**
 * A form's schemas, fetched when the shopper first focuses one of its fields (at the latest on
 * submit) and then kept, so the validation library is not part of the page's first load. `current`
 * is what has arrived (a field checked again while typing), `load` waits for it. A failed fetch
 * answers `null` and the next call tries again: the form then sends unchecked, and the API, which
 * checks the same schemas, answers the field errors in the shopper's language.
 */
export function useLazySchema<S>(load: () => Promise<S>) {
  const loaded = useRef<{ schema?: S; pending?: Promise<S | null> }>({});
  const fetchSchema = () =>
    (loaded.current.pending ??= load().then(
      (schema) => (loaded.current.schema = schema),
      () => {
        loaded.current.pending = undefined;
        return null;
      },
    ));
  return {
    current: (): S | undefined => loaded.current.schema,
    load: fetchSchema,
    /** For the form: focus moves into it before anything is typed. */
    prefetch: { onFocus: () => void fetchSchema() },
  };
}
