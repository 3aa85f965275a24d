import { SERVER_ENV, SERVER_NODE_ARGS } from '../../scripts/server-launch.mjs';
import { nextDistDir } from '../../lib/runtime/build-folder.mjs';

const environment = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);

/** The command `npm start` runs (the shop's own server, built by `npm run build`), for test configurations that start servers. */
export const SHOP_SERVER = ['NODE_ENV=production', ...environment, 'node', ...SERVER_NODE_ARGS, `${nextDistDir()}/shop-server.mjs`].join(' ');
