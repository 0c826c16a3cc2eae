import pg from "pg";
import type { Logger } from "../logger";
import type { Database } from "./client";

export type NotificationHandlers = {
  /** A NOTIFY on the channel, delivered after its transaction committed. */
  onMessage(payload: string): void;
  /**
   * The listening connection was lost: notifications may have been missed, and none arrive
   * until `live` is true again. Whatever they keep current must be dropped.
   */
  onReset(): void;
};

export type NotificationListener = {
  /** True while notifications are being received. */
  readonly live: boolean;
  close(): Promise<void>;
};

const channelPattern = /^[a-z_][a-z0-9_]*$/;
const firstRetryMs = 500;
const maxRetryMs = 30_000;

/**
 * LISTENs on a channel. PGlite delivers in-process. On PostgreSQL a dedicated connection
 * listens (a pooled one would be handed back); when it is lost, `onReset` is called and it
 * reconnects with backoff.
 */
export async function listenForNotifications(
  database: Database,
  channel: string,
  handlers: NotificationHandlers,
  log: Logger,
): Promise<NotificationListener> {
  if (!channelPattern.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  if (database.pglite) {
    const unlisten = await database.pglite.listen(channel, handlers.onMessage);
    let live = true;
    return {
      get live() {
        return live;
      },
      close: () => {
        live = false;
        return unlisten().catch(() => {});
      },
    };
  }
  if (!database.connectionString) throw new Error("A PostgreSQL database needs its connection string to listen.");
  return listenOnPostgres(database.connectionString, channel, handlers, log);
}

async function listenOnPostgres(connectionString: string, channel: string, handlers: NotificationHandlers, log: Logger) {
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retryMs = firstRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;

  const lost = (lostClient: pg.Client, error?: unknown) => {
    if (client !== lostClient) return;
    client = undefined;
    lostClient.removeAllListeners();
    lostClient.on("error", () => {});
    lostClient.end().catch(() => {});
    if (live) {
      live = false;
      handlers.onReset();
    }
    if (closed) return;
    log.warn(
      { channel, retryInMs: retryMs, error: error instanceof Error ? error.message : undefined },
      "notification listener lost its connection",
    );
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  const connect = async () => {
    const candidate = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    client = candidate;
    candidate.on("notification", (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? "");
    });
    candidate.on("error", (error) => lost(candidate, error));
    candidate.on("end", () => lost(candidate));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${channel}`);
      if (client !== candidate) return;
      live = true;
      retryMs = firstRetryMs;
    } catch (error) {
      lost(candidate, error);
    }
  };

  await connect();
  return {
    get live() {
      return live;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      live = false;
      await current?.end().catch(() => {});
    },
  };
}
