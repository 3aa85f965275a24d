/**
 * The locale the build renders instead of the real ones. Cache Components wants at least one set
 * of params to check each route at build time; this one is not a language, so the locale layout
 * answers not found before any page reads the catalogue.
 */
export const BUILD_PLACEHOLDER = '_build';


/**
 * generateStaticParams of a page with dynamic segments below the locale: the build renders it
 * under the placeholder locale only (not found), and every real value is rendered on request.
 */
export const placeholderParams = <K extends string>(...segments: K[]): Record<K, string>[] => [
  Object.fromEntries(segments.map((segment) => [segment, BUILD_PLACEHOLDER])) as Record<K, string>,
];

/** The same for a catch-all segment, whose value is a list. */
export const placeholderCatchAll = <K extends string>(segment: K): Record<K, string[]>[] => [{ [segment]: [BUILD_PLACEHOLDER] } as Record<K, string[]>];
