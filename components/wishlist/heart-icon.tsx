/**
 * The wishlist button's heart. Rendered where the button is placed (a server component in most
 * places) and handed to the button, so its drawing travels in the page, not in the button's code;
 * it is filled while the button is pressed (`group` on the button).
 */
export function HeartIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M12 21s-7.5-4.6-9.5-9.3C1 8 3.4 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.6 0 6 3.5 4.5 7.2C19.5 16.4 12 21 12 21z"
        className="fill-none group-aria-pressed:fill-current"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}
