import { useId } from 'react';
import type { VehicleLine } from '@/lib/shop/catalogue';

const PALETTE: Record<VehicleLine, { body: string; glow: string }> = {
  corolla: { body: '#d7191f', glow: '#ff6b6b' },
  camry: { body: '#3b4a63', glow: '#8aa1c4' },
  gr86: { body: '#f2f2f2', glow: '#d7191f' },
  supra: { body: '#f0a400', glow: '#ffd36b' },
};

// Coupe, sedan and hatch silhouettes drawn on a 240×90 box; the lines differ in roof and tail.
const BODY: Record<VehicleLine, string> = {
  corolla: 'M18 62 L26 48 Q40 44 62 42 L96 26 Q118 20 150 22 L182 36 Q210 40 222 48 L224 62 Z',
  camry: 'M14 62 L20 50 Q36 44 60 42 L92 26 Q120 20 152 24 L186 40 Q214 44 226 52 L226 62 Z',
  gr86: 'M16 62 L22 50 Q44 44 72 42 L108 28 Q132 24 156 28 L196 42 Q218 46 226 54 L226 62 Z',
  supra: 'M12 62 L18 52 Q40 46 70 44 L112 28 Q136 24 160 30 L204 46 Q222 50 228 56 L228 62 Z',
};

/** Drawn vehicle art for tiles and the hero: no photographs to download or license. */
export function VehicleArt({ line, className = '' }: { line: VehicleLine; className?: string }) {
  const colors = PALETTE[line];
  // Several drawings of one line can share a page (tiles and hero); gradient ids must stay unique.
  const id = `paint-${line}-${useId()}`;
  return (
    <svg viewBox="0 0 240 90" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={colors.glow} />
          <stop offset="1" stopColor={colors.body} />
        </linearGradient>
      </defs>
      <ellipse cx="120" cy="74" rx="108" ry="6" fill="#000" opacity="0.25" />
      <path d={BODY[line]} fill={`url(#${id})`} stroke="#111214" strokeWidth="1.5" />
      <path d="M100 30 Q120 25 146 27 L170 38 L92 40 Z" fill="#1c2330" opacity="0.85" />
      <circle cx="62" cy="64" r="12" fill="#111214" />
      <circle cx="62" cy="64" r="6" fill="#9aa3b2" />
      <circle cx="184" cy="64" r="12" fill="#111214" />
      <circle cx="184" cy="64" r="6" fill="#9aa3b2" />
      <rect x="212" y="48" width="10" height="4" rx="2" fill={colors.glow} />
    </svg>
  );
}
