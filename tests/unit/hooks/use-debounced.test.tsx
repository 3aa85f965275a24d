/** @jest-environment jest-fixed-jsdom */
import { act, renderHook } from '@testing-library/react';
import { useDebounced } from '@/lib/client/hooks/use-debounced';
import { SEARCH_DEBOUNCE_MS } from '@/lib/shop/search/suggestions';

describe('useDebounced (the search box waits for a pause in typing)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('passes a value on only once it has stood still for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, SEARCH_DEBOUNCE_MS), { initialProps: { value: '' } });
    rerender({ value: 'ho' });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    rerender({ value: 'hood' });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('hood');
  });
});
