import type { Database, Db } from "./db/client";
import type { Env } from "./env";
import type { Auth } from "./features/auth/auth";
import type { SessionReader } from "./features/auth/session-reader";
import type { ApiKeyReader } from "./features/public-api/api-key-reader";
import type { MailPort } from "./integrations/mail/index";
import type { Payments } from "./integrations/payments/index";
import type { Instagram } from "./integrations/instagram/index";
import type { JobQueue } from "./jobs/queue";
import type { Logger } from "./logger";

/** What every route and job receives: configuration, data and the outside-service ports. */
export type AppContext = {
  env: Env;
  log: Logger;
  database: Database;
  db: Db;
  queue: JobQueue;
  mail: MailPort;
  auth: Auth;
  /** The request's signed-in session, for the guarded routes (`requireUser`). */
  sessions: SessionReader;
  /** API keys for /api/v1, remembered briefly and dropped on revocation (docs/decisions/019). */
  apiKeys: ApiKeyReader;
  /** The payments port, plus the sandbox's checkout actions when it is the provider. */
  payments: Payments["port"];
  sandboxPayments?: Payments["sandbox"];
  stripeWebhooks?: Payments["webhooks"];
  instagram: Instagram;
};
