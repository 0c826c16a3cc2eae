import type { Database, Db } from "./db/client";
import type { Env } from "./env";
import type { MailPort } from "./integrations/mail/index";
import type { Payments } from "./integrations/payments/index";
import type { Networks } from "./integrations/networks/index";
import type { Logger } from "./logger";

/**
 * What every route and job receives: configuration, data and the outside-service ports.
 * Members whose types belong higher up are declared beside them, so this file imports none of
 * them (decision 026): `queue` in jobs/queue.ts, `auth` in features/auth/auth.ts, `sessions` in
 * features/auth/session-reader.ts, `apiKeys` in features/public-api/api-key-reader.ts.
 */
export interface AppContext {
  env: Env;
  log: Logger;
  database: Database;
  db: Db;
  mail: MailPort;
  /** The payments port, plus the sandbox's checkout actions when it is the provider. */
  payments: Payments["port"];
  sandboxPayments?: Payments["sandbox"];
  stripeWebhooks?: Payments["webhooks"];
  /** The social networks' adapter sets, by platform (docs/decisions/027-network-port.md). */
  networks: Networks;
}
