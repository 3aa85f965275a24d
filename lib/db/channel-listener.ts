import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export type ChannelHandlers = {
  /** Each notice's payload (the listener's own probes are not passed on). */
  onNotice: (payload: string) => void;
  /** Notices may have been missed: the connection dropped, or went deaf, and listens again from now on. */
  onGap: () => void;
  /** Why the listener is not listening, once each time it stops (it keeps trying). */
  onTrouble?: (error: unknown) => void;
};

export type ChannelOptions = {
  /** The application name the connection shows in pg_stat_activity. */
  name?: string;
  probeEveryMs?: number;
  probeTimeoutMs?: number;
  retryMs?: number;
  /** A server starting up keeps its event loop busy for seconds: a shorter limit fails connections that are fine. */
  connectTimeoutS?: number;
};

const PROBE = 'probe:';

/**
 * Follows a PostgreSQL NOTIFY channel on a connection of its own, and never misses a notice
 * silently: a notice is lost while no connection listens, so every time it listens again after
 * not listening it says so (`onGap`), and the caller makes up for what it may have missed.
 *
 * postgres.js listens again by itself after a connection closes (and calls back each time, which
 * is a gap). What it cannot see is a connection that stays open but hears nothing (a network
 * that drops packets, a failover that leaves the socket up), or a listen that failed while the
 * server was down. So every `probeEveryMs` the listener sends a probe on the channel through
 * another connection and waits for it to come back; when it does not, it starts over on fresh
 * connections until one listens, which is a gap. A probe is a notice too: every listener on the
 * channel hears every other's and drops them.
 */
export function listenToChannel(url: string, channel: string, handlers: ChannelHandlers, options: ChannelOptions = {}): { stop(): Promise<void> } {
  const { name = 'channel listener', probeEveryMs = 15_000, probeTimeoutMs = 5_000, retryMs = 1_000, connectTimeoutS = 10 } = options;
  const token = `${PROBE}${randomBytes(8).toString('hex')}:`;
  const awaited = new Map<string, () => void>();
  let client: postgres.Sql | undefined;
  /** The connection whose LISTEN is in place; probes test it. */
  let listening: postgres.Sql | undefined;
  let missed = false;
  let troubled = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let probing: NodeJS.Timeout | undefined;
  let probes = 0;

  const onPayload = (payload: string) => {
    if (payload.startsWith(PROBE)) awaited.get(payload)?.();
    else handlers.onNotice(payload);
  };

  async function connect() {
    if (stopped) return;
    // No array types: LISTEN and NOTIFY carry text. postgres.js fetches them as the first query of
    // every connection and drops the promise (porsager/postgres#1192), so a connection reset during
    // that query rejects where nothing can catch it, and this listener reconnects more than any.
    const sql = postgres(url, {
      max: 1,
      fetch_types: false,
      onnotice: () => {},
      connect_timeout: connectTimeoutS,
      connection: { application_name: name },
    });
    client = sql;
    let listens = 0;
    try {
      await sql.listen(channel, onPayload, () => {
        // Called when the LISTEN is in place: first here, then after each reconnection postgres.js makes.
        if (listens++ > 0 || missed) handlers.onGap();
        listening = sql;
        missed = false;
        troubled = false;
      });
    } catch (error) {
      await startOver(sql, error);
    }
  }

  async function startOver(sql: postgres.Sql, error: unknown) {
    if (stopped || client !== sql) return;
    client = undefined;
    listening = undefined;
    missed = true;
    if (!troubled) handlers.onTrouble?.(error);
    troubled = true;
    await sql.end({ timeout: 0 }).catch(() => {});
    if (!stopped) retry = setTimeout(connect, retryMs).unref();
  }

  async function probe() {
    const sql = listening;
    if (!sql || client !== sql) return;
    const payload = `${token}${probes++}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      awaited.set(payload, () => resolve(true));
      timer = setTimeout(() => resolve(false), probeTimeoutMs).unref();
    });
    try {
      await Promise.race([sql.notify(channel, payload), heard]);
      if (!(await heard)) throw new Error(`a probe on ${channel} did not come back within ${probeTimeoutMs} ms`);
    } catch (error) {
      await startOver(sql, error);
    } finally {
      clearTimeout(timer);
      awaited.delete(payload);
    }
  }

  const probeLater = () => {
    probing = setTimeout(() => void probe().finally(() => !stopped && probeLater()), probeEveryMs).unref();
  };
  void connect();
  probeLater();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(probing);
      await client?.end({ timeout: 1 }).catch(() => {});
    },
  };
}
