import type { JobDefinition } from "../jobs/job";
import { dailyCollectionJob, scheduledCollectJob } from "../features/analytics/daily-collection.job";
import { purgeHistoryJob } from "../features/analytics/purge-history.job";
import { readStoriesJob, storiesFanOutJob, storyInsightsJob } from "../features/analytics/stories.jobs";
import { alertDigestJob } from "../features/alerts/alert-digest.job";
import { evaluateAlertsJob } from "../features/alerts/evaluate-alerts.job";
import { providerEventJob } from "../features/billing/provider-event.job";
import { indicatorsJob } from "../features/dashboard/indicators.job";
import { collectJob } from "../features/social-accounts/collect.job";
import { refreshTokensJob } from "../features/social-accounts/token-refresh.job";
import { refreshTokenAheadJob } from "../features/social-accounts/token-refresh-ahead.job";
import { sendMailJob } from "../features/mail/send-mail.job";
import { deliverReportJob, generateReportJob, scheduleReportsJob, testReportJob } from "../features/reports/reports.jobs";
import { addonQuantityJob } from "../features/competitors/addon-quantity.job";
import { measureOutcomesJob } from "../features/insights/outcomes.job";
import { deliverClientReportJob, scheduleClientReportsJob } from "../features/clients/clients.jobs";
import { repliesDigestJob } from "../features/replies/replies-digest.job";
import { dataExportJob, dunningJob, retentionPurgeJob } from "../features/lifecycle/lifecycle.jobs";

/**
 * How long one attempt of each kind may run before pg-boss fails it and retries it: the
 * longest its outside calls can take, with a margin. Expiry only matters for a worker that is
 * alive but stuck; a dead worker's job comes back sooner, when its heartbeat stops (queue.ts).
 */
const expireInSeconds: Record<string, number> = {
  // One SMTP conversation (or one outbox insert).
  [sendMailJob.name]: 120,
  // Stripe re-reads: 20 s timeout, 2 network retries each, a few per event.
  [providerEventJob.name]: 120,
  // Apify's run-sync waits up to 120 s; Graph pages and video insights answer in seconds each.
  [collectJob.name]: 240,
  // One refresh call (20 s timeout) per account whose token ends soon, one after another.
  [refreshTokensJob.name]: 900,
  // One refresh call (20 s timeout) and two writes.
  [refreshTokenAheadJob.name]: 60,
  // The indicator engine on at most 200 posts, and two queries.
  [indicatorsJob.name]: 60,
  // Listing the eligible accounts and inserting a job each, a thousand per statement.
  [dailyCollectionJob.name]: 300,
  // Queues one collection (a run and a job).
  [scheduledCollectJob.name]: 60,
  // Three deletes by day over the history tables.
  [purgeHistoryJob.name]: 1800,
  // The story notices of one webhook notification, written in one transaction.
  [storyInsightsJob.name]: 60,
  // One account's live stories: a list and two insights requests per story (30 s timeout each, 4 at a time).
  [readStoriesJob.name]: 240,
  // Listing the accounts with stories and inserting a job each.
  [storiesFanOutJob.name]: 300,
  // One PDF: the period's reads and the render (about a second for 90 days and 500 posts).
  [generateReportJob.name]: 300,
  // Claims each due (recipient, account, period) and queues its delivery.
  [scheduleReportsJob.name]: 300,
  // One PDF and one e-mail.
  [deliverReportJob.name]: 300,
  [testReportJob.name]: 300,
  // Reads every scheduled client (pausing those without accounts) and queues the due deliveries.
  [scheduleClientReportsJob.name]: 300,
  // One client's data for the period, its PDF (4 accounts, 90 days: under 5 s) and one e-mail.
  [deliverClientReportJob.name]: 300,
  // Two period reads of one account and an insert per member.
  [evaluateAlertsJob.name]: 120,
  // One locked row, a select and a mail job.
  [alertDigestJob.name]: 60,
  // Every open assignment read, and one e-mail queued per member and workspace, in one transaction.
  [repliesDigestJob.name]: 300,
  // Deletes by date over the record tables, in one transaction.
  [retentionPurgeJob.name]: 1800,
  // Each overdue workspace: a provider call at most (portal link, cancellation) and a few writes.
  [dunningJob.name]: 900,
  // Every owned table of one workspace read and zipped.
  [dataExportJob.name]: 600,
  // One provider call (20 s timeout, network retries) and a re-read of the subscription.
  [addonQuantityJob.name]: 120,
  // Two period reads per due outcome and a write each; a day's due outcomes of every workspace.
  [measureOutcomesJob.name]: 900,
};

function sized<P>(definition: JobDefinition<P>): JobDefinition<P> {
  const seconds = expireInSeconds[definition.name];
  if (!seconds) throw new Error(`No expiry sized for job ${definition.name}`);
  return { ...definition, queue: { ...definition.queue, expireInSeconds: seconds } };
}

/** Every job the worker runs. A queue is created for each at start-up. */
export const jobDefinitions: readonly JobDefinition<any>[] = [
  sendMailJob,
  providerEventJob,
  collectJob,
  refreshTokensJob,
  refreshTokenAheadJob,
  indicatorsJob,
  dailyCollectionJob,
  scheduledCollectJob,
  purgeHistoryJob,
  storyInsightsJob,
  readStoriesJob,
  storiesFanOutJob,
  generateReportJob,
  scheduleReportsJob,
  deliverReportJob,
  testReportJob,
  scheduleClientReportsJob,
  deliverClientReportJob,
  evaluateAlertsJob,
  alertDigestJob,
  repliesDigestJob,
  retentionPurgeJob,
  dunningJob,
  dataExportJob,
  addonQuantityJob,
  measureOutcomesJob,
].map(sized);
