'use client';
import { create } from 'zustand';

/**
 * Whether the garage's picker is open: the header's button and the product page's offer both open
 * it. Once opened it stays mounted (closed), so the dialog hands focus back where it came from. Apart
 * from the stored garage, so a first-paint stand-in can open the picker before the garage's code has come.
 */
export const useGaragePicker = create<{ open: boolean; mounted: boolean; show: () => void; hide: () => void }>()((set) => ({
  open: false,
  mounted: false,
  show: () => set({ open: true, mounted: true }),
  hide: () => set({ open: false }),
}));
