/**
 * How production runs the built server, as `npm start` does (docs/operations.md, "Memory and
 * bursts"): the heap's bounds, and glibc's malloc arenas, which only the environment at start
 * sets. The bench and the tests start the server with these; package.json's `start`, the smokes'
 * shell command and the documented systemd unit spell them out, and a unit test
 * (tests/unit/build/server-launch.test.ts) holds all of them to this.
 */
export const SERVER_NODE_ARGS = ['--max-old-space-size=256', '--max-semi-space-size=16'];
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };
