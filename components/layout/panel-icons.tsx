import { base, type IconProps } from './icons';

/** Icons of the panels loaded on use (drawers, dialogs, the gallery viewer): kept out of the first load with them. */
export const CloseIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
export const ChevronIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M9 6l6 6-6 6" />
  </svg>
);
