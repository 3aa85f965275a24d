import { SERVER_ENV, SERVER_NODE_ARGS } from '../../scripts/server-launch.mjs';

const environment = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);

/**
 * The command `npm start` runs (the shop's own server, built by `npm run build`), for test configurations that start servers.
 * The build folder by lib/runtime/build-folder.mjs's rule, not an import of it: Playwright loads an imported .mjs as
 * CommonJS, and a script a test imports as Node does (compile-hints.mjs) would then find no named export there.
 */
export const SHOP_SERVER = ['NODE_ENV=production', ...environment, 'node', ...SERVER_NODE_ARGS, `${process.env.NEXT_DIST_DIR ?? '.next'}/shop-server.mjs`].join(' ');
