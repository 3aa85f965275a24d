'use client';
import { useEffect } from 'react';

/** The carousels above change height as they mount, so the hash target is scrolled to once more. */
export function HashScroll({ id }: { id: string }) {
  useEffect(() => {
    if (window.location.hash !== `#${id}`) return;
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [id]);
  return null;
}
