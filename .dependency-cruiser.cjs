/**
 * The import rules `npm run lint` checks (docs/architecture.md, "Layout"):
 * - no circles anywhere;
 * - inside lib/ each layer imports only from its own layer and the ones below it;
 * - a domain of the shop (lib/shop/<domain>/) is reached from outside only through its entry
 *   files: index.ts (types and rules, safe in the browser) and server.ts (its server half). A
 *   module loaded on demand with import() is an entry of its own: the browser fetches it as its
 *   own chunk, kept out of first-load JavaScript (docs/decisions.md, "One home per domain").
 * Type-only imports count: a type that reaches up ties the layers together as much as a call does.
 */
const DOMAINS = ['catalogue', 'search', 'talk', 'cart', 'orders', 'accounts', 'content'];

const layers = [
  { name: 'foundation', comment: 'configuration, logging, languages, signing: no knowledge of the shop', path: ['^lib/(runtime|i18n|security)/'] },
  { name: 'platform', comment: 'the database, the caches and Redis, mail', path: ['^lib/(db|cache|mail)/'] },
  { name: 'edge', comment: 'every answer outside a render; it learns what it needs of the shop from its callers', path: ['^lib/edge/'] },
  { name: 'shop-base', comment: 'what every domain shares: cache tags, input shapes, storage keys, the connection to the remote shop server', path: ['^lib/shop/(common|shop-server)/'] },
  { name: 'domains', comment: 'the parts of the shop, each with its types, rules, embedded and remote implementations', path: [`^lib/shop/(${DOMAINS.join('|')})/`] },
  { name: 'shop-data', comment: 'the one door to the shop: the backend chosen once, cached reads, expiry, background work', path: ['^lib/shop/(data|serving)/'] },
  { name: 'services', comment: 'what pages, route handlers and the browser call: SEO, route helpers, browser state', path: ['^lib/(seo|api|client)/'] },
];

const upward = layers.flatMap((layer, index) =>
  layers.slice(index + 1).map((higher) => ({
    name: `${layer.name}-not-to-${higher.name}`,
    comment: `${layer.name} (${layer.comment}) may not import ${higher.name}, a higher layer.`,
    severity: 'error',
    from: { path: layer.path },
    to: { path: higher.path },
  })),
);

const entries = DOMAINS.map((domain) => ({
  name: `${domain}-through-its-entry`,
  comment: `Outside lib/shop/${domain}/, the domain is reached through its entry files (index.ts, server.ts) only.`,
  severity: 'error',
  from: { path: '^(app|components|lib|scripts|middleware\\.ts|server\\.ts|instrumentation\\.ts)', pathNot: `^lib/shop/${domain}/` },
  to: { path: `^lib/shop/${domain}/`, pathNot: `^lib/shop/${domain}/(index|server)\\.ts$`, dependencyTypesNot: ['dynamic-import'] },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', comment: 'An import circle ties its modules into one: none may exist.', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'browser-code-stays-off-the-server-half',
      comment: 'lib/client/ runs in the browser: it never reaches a domain’s server half or the shop’s data door.',
      severity: 'error',
      from: { path: '^lib/client/' },
      to: { path: ['^lib/shop/[^/]+/server\\.ts$', '^lib/shop/data/', '^lib/db/'] },
    },
    ...upward,
    ...entries,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
