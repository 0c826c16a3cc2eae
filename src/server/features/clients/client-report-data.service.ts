import { accountKeyFigures, bestPostPerNetwork, type ClientKeyFigures } from "@core/clients/client-key-figures";
import { resolvePeriod, type Period, type PeriodInput } from "@core/analytics/period";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import {
  buildReportData,
  readBranding,
  readWorkspaceName,
  type ReportBranding,
  type ReportData,
} from "../reports/report-data.service";
import { readClient, readClientBranding } from "./clients.service";

/**
 * Everything a client's report shows (docs/decisions/045-clients-and-report-links.md): each of
 * its accounts' report data (the same as one account's report: buildReportData, so every figure
 * is the dashboard's), its competitors only, and the key figures of the first page.
 */
export type ClientReportData = {
  client: { id: string; name: string };
  workspaceName: string;
  period: Period;
  /** Pro: the client's logo and colour (else the workspace's); null elsewhere. */
  branding: ReportBranding | null;
  /** One per account of the client, in the one order of accounts. */
  accounts: ReportData[];
  keyFigures: ClientKeyFigures;
  generatedAt: Date;
};

/** The period asked for, or a pt-BR 400 on its field (the dashboard's rules). */
export function clientPeriodOf(input: PeriodInput, now: Date): Period {
  const result = resolvePeriod(input, now);
  if (!result.ok) throw new AppError("INVALID_INPUT", result.message, { details: { [result.field]: result.message } });
  return result.period;
}

/** The client's report data for a period, read as the request (or, outside one, the whole workspace) may. */
export async function buildClientReportData(
  ctx: Pick<AppContext, "db" | "env">,
  workspaceId: string,
  clientId: string,
  input: PeriodInput,
  now = new Date(),
): Promise<ClientReportData> {
  const period = clientPeriodOf(input, now);
  const client = await readClient(ctx, workspaceId, clientId);
  const competitorIds = client.competitors.map((competitor) => competitor.id);
  const [accounts, workspaceName, branding] = await Promise.all([
    Promise.all(
      client.accounts.map((account) =>
        buildReportData(ctx, workspaceId, { ...input, accountId: account.id }, now, { sections: null, competitorIds }),
      ),
    ),
    readWorkspaceName(ctx, workspaceId),
    readClientBranding(ctx, workspaceId, clientId, client.plan, () => readBranding(ctx, workspaceId, client.plan)),
  ]);
  return {
    client: { id: client.row.id, name: client.row.name },
    workspaceName,
    period,
    branding,
    accounts,
    keyFigures: {
      accounts: accounts.map((data) => accountKeyFigures(data.account, data.analytics)),
      bestPosts: bestPostPerNetwork(
        accounts.map((data) => ({ platform: data.account.platform, username: data.account.username, posts: data.posts })),
      ),
    },
    generatedAt: now,
  };
}
