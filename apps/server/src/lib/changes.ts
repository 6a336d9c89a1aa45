// Change notices from the database (channel portal_changes, sent by the triggers of migration
// 0011): every process keeps read-mostly data in memory (the catalogue index, cached answers,
// resolved sessions) and drops it when a notice says it changed, so a change made through one
// process is seen by all of them within a moment.
//
// Topics: 'catalogue' (any catalogue table), 'session:<token hash>' (revoked, expired or deleted),
// 'user:<id>' (roles or state changed), 'fav:<user id>' (favourites). A lost listening connection
// is re-opened; while it was down notices may have been missed, so listeners are told 'resync'
// (drop everything) once it is back.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export const CHANGE_CHANNEL = 'portal_changes';
export const RESYNC = 'resync';

type Listener = (payload: string) => void;

export interface ChangeBus {
  /** Calls `fn` for notices whose payload starts with `prefix` ('' for all), and for 'resync'. */
  on(prefix: string, fn: Listener): () => void;
  /**
   * Sends a notice to every process. This process's own listeners are called before it resolves,
   * so a request that changed something and published reads its own change in the next request
   * (the notice coming back over the listening connection later drops the caches once more).
   */
  publish(payload: string): Promise<void>;
  /** Whether the listening connection is up (a process that cannot hear notices keeps caches short). */
  readonly listening: boolean;
  /**
   * Resolves once every notice of a change committed before the call has reached this process (a
   * marker notice is sent and awaited: notices arrive in commit order). Tests use it after changing
   * the database directly.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

interface Log {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export async function startChangeBus(database: Database, opts: { databaseUrl?: string; log?: Log }): Promise<ChangeBus> {
  const listeners = new Set<{ prefix: string; fn: Listener }>();
  const dispatch = (payload: string) => {
    for (const l of listeners) {
      if (payload === RESYNC || payload.startsWith(l.prefix)) {
        try {
          l.fn(payload);
        } catch (err) {
          opts.log?.warn({ err: (err as Error).message, payload }, 'change listener failed');
        }
      }
    }
  };
  let listening = false;
  let stop: () => Promise<void>;

  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: { listen(ch: string, cb: Listener): Promise<() => Promise<void>> } }).$client;
    const unsubscribe = await client.listen(CHANGE_CHANNEL, (p) => dispatch(p));
    listening = true;
    stop = async () => {
      listening = false;
      await unsubscribe().catch(() => undefined);
    };
  } else {
    if (!opts.databaseUrl) throw new Error('change notices on PostgreSQL need the database address');
    const { Client } = await import('pg');
    let client: import('pg').Client | null = null;
    let closing = false;
    let retryMs = 100;
    let timer: NodeJS.Timeout | null = null;
    const connect = async (first: boolean): Promise<void> => {
      const c = new Client({ connectionString: opts.databaseUrl, keepAlive: true, connectionTimeoutMillis: 5000 });
      const lost = (err?: Error) => {
        if (client !== c) return;
        client = null;
        listening = false;
        c.removeAllListeners('notification');
        void c.end().catch(() => undefined);
        if (closing) return;
        opts.log?.warn({ err: err?.message }, 'change notices: connection lost, reconnecting');
        schedule();
      };
      c.on('error', lost);
      c.on('end', () => lost());
      c.on('notification', (m) => {
        if (m.channel === CHANGE_CHANNEL && m.payload) dispatch(m.payload);
      });
      await c.connect();
      await c.query(`LISTEN ${CHANGE_CHANNEL}`);
      client = c;
      listening = true;
      retryMs = 100;
      // Notices sent while nobody listened are gone: start over from the database.
      if (!first) {
        opts.log?.info({}, 'change notices: listening again');
        dispatch(RESYNC);
      }
    };
    const schedule = () => {
      if (timer || closing) return;
      timer = setTimeout(() => {
        timer = null;
        connect(false).catch(() => {
          retryMs = Math.min(retryMs * 2, 2000);
          schedule();
        });
      }, retryMs);
    };
    await connect(true);
    stop = async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      listening = false;
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    };
  }

  const notify = async (payload: string) => {
    await database.db.execute(sql`SELECT pg_notify(${CHANGE_CHANNEL}, ${payload})`);
  };
  let marks = 0;
  const bus: ChangeBus = {
    on(prefix, fn) {
      const entry = { prefix, fn };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    async publish(payload) {
      await notify(payload);
      dispatch(payload);
    },
    get listening() {
      return listening;
    },
    async sync() {
      const mark = `sync:${process.pid}:${++marks}`;
      const heard = new Promise<void>((resolve) => {
        const off = bus.on(mark, () => {
          off();
          resolve();
        });
      });
      // Sent without the local call: the marker must make the round trip to prove the notices before it arrived.
      await notify(mark);
      await heard;
    },
    close: () => stop(),
  };
  return bus;
}
