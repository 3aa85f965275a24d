'use client';
import { useRef } from 'react';
import { swipeStep } from '@/lib/shop/catalogue';

/** Touch handlers that call `onStep(1)` for a swipe to the left and `onStep(-1)` to the right. */
export function useSwipe(onStep: (step: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: React.TouchEvent) => {
      const touch = event.touches[0];
      start.current = event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: React.TouchEvent) => {
      const from = start.current;
      start.current = null;
      const touch = event.changedTouches[0];
      if (!from || !touch) return;
      const step = swipeStep(touch.clientX - from.x, touch.clientY - from.y);
      if (step !== 0) onStep(step);
    },
  };
}
