import { createHash, randomBytes } from "node:crypto";
import { storedPeriodInput, type PeriodInput } from "@core/analytics/period";
import { clientMessages, reportLinkDefaultDays } from "@core/clients/client-rules";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { AppError } from "../../http/app-error";
import { buildClientReportData, clientPeriodOf, type ClientReportData } from "./client-report-data.service";
import { readClient } from "./clients.service";
import { countLinkOpen, findLinkByTokenHash, insertLink, listLinks, revokeLink } from "./clients.queries";

// A link the client opens without signing in (docs/decisions/045-clients-and-report-links.md):
// /r/<token>, the token 32 random bytes (base64url, 43 characters), unguessable; only its
// SHA-256 is stored, so the table alone opens nothing. It shows one client and one period, and
// answers "gone" once revoked, expired or its client deleted.

const dayMs = 24 * 3600_000;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const reportLinkPath = (token: string) => `/r/${token}`;

/**
 * Stores a new link of the client and period, valid `days` (30 unless chosen); its token is
 * returned once, to be shown or e-mailed, and never kept.
 */
export async function insertReportLink(
  db: DbOrTx,
  input: {
    workspaceId: string;
    clientId: string;
    period: { preset: string; from: string; to: string };
    days?: number;
    source: "manual" | "scheduled";
    createdBy: string | null;
    now: Date;
  },
) {
  const token = randomBytes(32).toString("base64url");
  const saved = await insertLink(db, {
    workspaceId: input.workspaceId,
    clientId: input.clientId,
    tokenHash: hashLinkToken(token),
    periodPreset: input.period.preset,
    periodFrom: input.period.from,
    periodTo: input.period.to,
    source: input.source,
    createdBy: input.createdBy,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + (input.days ?? reportLinkDefaultDays) * dayMs),
  });
  return { id: saved.id, token, expiresAt: saved.expiresAt };
}

/** POST /api/clients/{id}/links: a link for a period of a client the person reaches (an editor or above). */
export async function createReportLink(
  ctx: Pick<AppContext, "db" | "env">,
  workspaceId: string,
  userId: string,
  clientId: string,
  input: PeriodInput & { days?: number },
  now = new Date(),
) {
  const client = await readClient(ctx, workspaceId, clientId);
  if (client.accounts.length === 0) throw new AppError("INVALID_INPUT", clientMessages.noAccounts, { reason: "NO_ACCOUNTS" });
  const period = clientPeriodOf(input, now);
  const link = await insertReportLink(ctx.db, {
    workspaceId,
    clientId,
    period,
    days: input.days,
    source: "manual",
    createdBy: userId,
    now,
  });
  return { id: link.id, url: `${ctx.env.APP_URL}${reportLinkPath(link.token)}`, expiresAt: link.expiresAt.toISOString() };
}

const linkStatus = (link: { revokedAt: Date | null; expiresAt: Date }, now: Date) =>
  link.revokedAt ? ("revoked" as const) : link.expiresAt <= now ? ("expired" as const) : ("active" as const);

/** The client's links, newest first, with how often each was opened. */
export async function listReportLinks(ctx: Pick<AppContext, "db">, workspaceId: string, clientId: string, now = new Date()) {
  const rows = await listLinks(ctx.db, workspaceId, clientId);
  return rows.map((link) => ({
    id: link.id,
    period: { preset: link.periodPreset, from: link.periodFrom, to: link.periodTo },
    source: link.source,
    status: linkStatus(link, now),
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    openCount: link.openCount,
    lastOpenedAt: link.lastOpenedAt?.toISOString() ?? null,
  }));
}

/** DELETE /api/clients/{id}/links/{linkId}: the link answers 410 from now on. */
export async function revokeReportLink(
  ctx: Pick<AppContext, "db" | "env">,
  workspaceId: string,
  clientId: string,
  linkId: string,
  now = new Date(),
) {
  await readClient(ctx, workspaceId, clientId);
  if (!(await revokeLink(ctx.db, workspaceId, clientId, linkId, now)))
    throw new AppError("NOT_FOUND", clientMessages.linkNotFound);
}

export type OpenedLink =
  { status: "open"; data: ClientReportData; expiresAt: Date } | { status: "gone" } | { status: "not_found" };

/**
 * What /r/<token> shows: the client's report of the link's period (counted as one opening), or
 * "gone" (revoked, expired, its client deleted, the workspace without a plan) or "not found".
 * Nothing of the workspace beyond that client and period is read.
 */
export async function openReportLink(ctx: Pick<AppContext, "db" | "env">, token: string, now = new Date()): Promise<OpenedLink> {
  if (!tokenPattern.test(token)) return { status: "not_found" };
  const link = await findLinkByTokenHash(ctx.db, hashLinkToken(token));
  if (!link) return { status: "not_found" };
  if (link.revokedAt || link.expiresAt <= now || link.clientId === null) return { status: "gone" };
  try {
    const data = await buildClientReportData(
      ctx,
      link.workspaceId,
      link.clientId,
      storedPeriodInput({ preset: link.periodPreset, from: link.periodFrom, to: link.periodTo }),
      now,
    );
    await countLinkOpen(ctx.db, link.id, now);
    return { status: "open", data, expiresAt: link.expiresAt };
  } catch (error) {
    // The plan ended or the client went meanwhile: the link is gone, never an error page.
    if (error instanceof AppError && (error.code === "FORBIDDEN" || error.code === "NOT_FOUND")) return { status: "gone" };
    throw error;
  }
}
