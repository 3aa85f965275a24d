import { checkReadiness, NotReady } from '@/lib/edge/readiness';

const ok = async () => {};
const refused = async () => {
  throw new Error('connect ECONNREFUSED 10.0.0.5:6379');
};
const unmigrated = async () => {
  throw new NotReady('not migrated');
};
const hangs = () => new Promise<void>(() => {});

describe('checkReadiness', () => {
  it('is ready when every probe passes', async () => {
    await expect(checkReadiness({ database: ok, redis: ok }, 100)).resolves.toEqual({ ready: true, checks: { database: 'ok', redis: 'ok' } });
  });

  it('names each failing part, hiding addresses behind a plain reason', async () => {
    const failures: string[] = [];
    const report = await checkReadiness({ database: unmigrated, redis: refused, smtp: ok }, 100, (name) => failures.push(name));
    expect(report).toEqual({ ready: false, checks: { database: 'not migrated', redis: 'unreachable', smtp: 'ok' } });
    expect(failures.sort()).toEqual(['database', 'redis']);
  });

  it('does not wait for a probe that never answers', async () => {
    await expect(checkReadiness({ shop: hangs }, 20)).resolves.toEqual({ ready: false, checks: { shop: 'timed out' } });
  });
});
