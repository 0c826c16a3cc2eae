import type { JobDefinition } from "./job";
import { dailyCollectionJob, scheduledCollectJob } from "../features/analytics/daily-collection.job";
import { purgeHistoryJob } from "../features/analytics/purge-history.job";
import { providerEventJob } from "../features/billing/provider-event.job";
import { indicatorsJob } from "../features/dashboard/indicators.job";
import { collectJob } from "../features/instagram/collect.job";
import { refreshTokensJob } from "../features/instagram/token-refresh.job";
import { sendMailJob } from "../features/mail/send-mail.job";

/** Every job the worker runs. A queue is created for each at start-up. */
export const jobDefinitions: readonly JobDefinition<any>[] = [
  sendMailJob,
  providerEventJob,
  collectJob,
  refreshTokensJob,
  indicatorsJob,
  dailyCollectionJob,
  scheduledCollectJob,
  purgeHistoryJob,
];
