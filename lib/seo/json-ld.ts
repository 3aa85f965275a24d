/**
 * JSON for a <script type="application/ld+json">: '<' and '>' are escaped so catalogue text such as
 * "</script>" cannot end the script; '&' and the two JavaScript line separators for good measure.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
