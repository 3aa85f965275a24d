/**
 * Whether the path of a request target (`req.url`: `/path?query`, or the absolute form a proxy
 * may send) has a percent-encoding that does not decode: a `%` not followed by two hex digits, or
 * bytes that are not UTF-8 (`%E0%A4%A`, `%C0%AF`). Next's router decodes the path with
 * `decodeURIComponent` to match routes and, when that throws, renders a 400 error page that an
 * app-router-only build does not have, so it answers 500 (vercel/next.js#94278). A server in
 * front of Next answers these itself. The query is not looked at: Next and URLSearchParams read
 * a broken escape there as it stands.
 */
export function isUndecodablePath(target: string): boolean {
  const path = pathOf(target);
  if (!path.includes('%')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

function pathOf(target: string): string {
  const rest = target.replace(ABSOLUTE_FORM, '');
  const end = rest.search(/[?#]/);
  return end === -1 ? rest : rest.slice(0, end);
}
