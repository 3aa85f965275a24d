/**
 * The wishlist button's heart. Rendered where the button is placed (a server component in most
 * places) and handed to the button, so its drawing travels in the page, not in the button's code;
 * it is filled while the button is pressed (`group` on the button; `icon-heart` in globals.css).
 */
export function HeartIcon() {
  return <span className="icon-mask icon-heart" aria-hidden="true" />;
}
