/**
 * The icons of the islands every page loads, drawn by CSS masks (`icon-cart`... in globals.css): each
 * is an empty span in the page and nothing in the code. Those only the panels loaded on use draw are
 * SVGs in `panel-icons.tsx`, with `base`.
 */
export type IconProps = { className?: string };
export const base = { width: 24, height: 24, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

function maskIcon(name: string) {
  function MaskIcon({ className }: IconProps) {
    return <span className={className ? `icon-mask icon-${name} ${className}` : `icon-mask icon-${name}`} aria-hidden="true" />;
  }
  return MaskIcon;
}

export const CartIcon = maskIcon('cart');
export const MenuIcon = maskIcon('menu');
export const ChevronDownIcon = maskIcon('chevron-down');
export const SearchIcon = maskIcon('search');
export const ChatIcon = maskIcon('chat');
export const AccountIcon = maskIcon('account');
// Drawn by the header and handed to the garage's button, so the garage's code carries no icon.
export const GarageIcon = maskIcon('garage');
