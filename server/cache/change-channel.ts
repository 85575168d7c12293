/**
 * Announces writes that change public data ("blogs", "gallery"…), to this process
 * at once and, when the site runs on PostgreSQL, to every other instance through
 * `LISTEN/NOTIFY` on the same database (no extra service, no polling).
 *
 * A dedicated connection listens. While it is down, notifications from other
 * instances may be missed, so when it is lost and again when it is back, listeners
 * are told that everything changed ("*") and the cache starts empty.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";

export const CHANGE_CHANNEL = "ngo_public_changes";
/** Tag that means "anything may have changed". */
export const EVERYTHING = "*";

export type ChangeListener = (tags: string[]) => void;

export interface ChangeChannel {
  /**
   * A local write changed data with this tag: listeners here are told at once;
   * resolves once other instances have been notified (errors are logged).
   */
  changed(tag: string): Promise<void>;
  subscribe(listener: ChangeListener): void;
  /** Starts listening to other instances (no-op without PostgreSQL). */
  start(): Promise<void>;
  close(): Promise<void>;
}

interface Log {
  warn(obj: object, msg: string): void;
}

export interface ChangeChannelOptions {
  /** The database other instances share; listening needs a connection of its own. */
  postgresUrl?: string;
  /** Sends a notification through the application's pool (it stays up when the listener reconnects). */
  notify?: (channel: string, payload: string) => Promise<unknown>;
  log?: Log;
}

export function createChangeChannel(options: ChangeChannelOptions = {}): ChangeChannel {
  const listeners: ChangeListener[] = [];
  const instance = randomUUID();
  const tell = (tags: string[]) => {
    for (const listener of listeners) listener(tags);
  };
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    if (!options.postgresUrl || closed) return;
    const next = new pg.Client({ connectionString: options.postgresUrl });
    const lost = (err?: Error) => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => {});
      if (closed) return;
      options.log?.warn({ err }, "change channel lost its PostgreSQL connection; reconnecting");
      // Other instances' writes may be missed from now on.
      tell([EVERYTHING]);
      retry = setTimeout(() => void connect().catch(() => lost()), 1000);
    };
    next.on("error", lost);
    next.on("end", () => lost());
    next.on("notification", (message) => {
      if (message.channel !== CHANGE_CHANNEL || !message.payload) return;
      const [from, tag] = message.payload.split(" ", 2);
      if (from !== instance && tag) tell([tag]);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (err) {
      lost(err as Error);
      throw err;
    }
    // Whatever was announced while not listening is unknown: start afresh.
    tell([EVERYTHING]);
  };

  return {
    async changed(tag) {
      tell([tag]);
      if (!options.postgresUrl || !options.notify) return;
      try {
        await options.notify(CHANGE_CHANNEL, `${instance} ${tag}`);
      } catch (err) {
        options.log?.warn({ err, tag }, "could not announce a change to other instances");
      }
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async start() {
      if (client || closed) return;
      await connect();
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
