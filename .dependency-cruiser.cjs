/**
 * The import rules `npm run lint` checks (docs/architecture.md): no circles anywhere, and inside
 * lib/ each layer imports only from its own layer and the ones below it. Type-only imports count:
 * a type that reaches up ties the layers together as much as a call does.
 */
const layers = [
  {
    name: 'foundation',
    comment: 'pure rules, vocabulary, URLs, client state and the shop types: no I/O of their own',
    path: ['^lib/[^/]+\\.ts$', '^lib/(log|format|i18n|html|catalog|listing|pricing|currency|schemas|stores|cart|hooks|fonts|loyalty|http|security)/', '^lib/shop/types\\.ts$'],
  },
  { name: 'infrastructure', comment: 'the database and Redis', path: ['^lib/(db|redis|cache)/'] },
  { name: 'domains', comment: 'what is stored and how: orders, payments, accounts, reviews, uploads, mail', path: ['^lib/(uploads|mail|auth|account|orders|payments|reviews|catalogue-io|forms)/'] },
  { name: 'shop', comment: 'the shop layer: one interface per domain, embedded and remote', path: ['^lib/shop/'], pathNot: ['^lib/shop/types\\.ts$'] },
  { name: 'services', comment: 'what pages and route handlers call: product pages, SEO, route helpers, background work', path: ['^lib/(product|seo|pages|api|background)/'] },
  { name: 'server', comment: 'the HTTP server around Next', path: ['^lib/server/'] },
];

const upward = layers.flatMap((layer, index) =>
  layers.slice(index + 1).map((higher) => ({
    name: `${layer.name}-not-to-${higher.name}`,
    comment: `${layer.name} (${layer.comment}) may not import ${higher.name}, a higher layer.`,
    severity: 'error',
    from: { path: layer.path, ...(layer.pathNot ? { pathNot: layer.pathNot } : {}) },
    to: { path: higher.path, ...(higher.pathNot ? { pathNot: higher.pathNot } : {}) },
  })),
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', comment: 'An import circle ties its modules into one: none may exist.', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'shop-types-leaf',
      comment: 'lib/shop/types.ts is the shared vocabulary every layer reads: it imports the language and sort names only.',
      severity: 'error',
      from: { path: '^lib/shop/types\\.ts$' },
      to: { pathNot: ['^lib/i18n/routing\\.ts$', '^lib/catalog/sort\\.ts$'] },
    },
    ...upward,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
