/** The command `npm start` runs (the shop's own server, built by `npm run build`), for test configurations that start servers. */
export const SHOP_SERVER = `NODE_ENV=production MALLOC_ARENA_MAX=2 node --max-old-space-size=256 --max-semi-space-size=16 ${process.env.NEXT_DIST_DIR ?? '.next'}/shop-server.mjs`;
