/**
 * Marks a link the page routes itself on a plain click (`Link`, `LocalLink`, followed by
 * `useInPageLinks` in lib/i18n/navigation.tsx). Anchors without it are the browser's.
 */
export const IN_PAGE_LINK = 'data-in-page';

/** What of a click decides whether it is a plain one (no modifier, main button, not already handled). */
export type LinkClick = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>;

/** What of the clicked anchor decides where it goes and whether this tab follows it. */
export type ClickedAnchor = { href: string; target: string; download: boolean };

/**
 * The path, query and hash to navigate to in this tab, or null where the browser should follow
 * the link itself: a modified or non-primary click (new tab or window), another target, a
 * download, another origin. The same test next/link applies before it routes a click.
 */
export function inPageHref(click: LinkClick, anchor: ClickedAnchor, origin: string): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.download) return null;
  let url: URL;
  try {
    // URL.parse would say this without the try, but Safari has it only from 18.
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? url.pathname + url.search + url.hash : null;
}
