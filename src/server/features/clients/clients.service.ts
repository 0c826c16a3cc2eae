import {
  clientCadencesOf,
  clientLimitOf,
  clientMessages,
  describeClientLimit,
  describeClientSchedule,
  nextClientSendDay,
  usesClients,
} from "@core/clients/client-rules";
import type { ClientChange } from "@core/clients/client-responses";
import { formatAccountLabel, sortAccounts } from "@core/social/account-label";
import { hasRole } from "@core/team/roles";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { RequestWorkspace } from "../../http/hono-env";
import { requirePlan } from "../billing/billing.service";
import { listCompetitors } from "../competitors/competitors.service";
import {
  validateOutsideRecipients,
  detectLogoType,
  logoMaxBytes,
  invalidLogoMessage,
  logoTooLargeMessage,
  normalizeLogo,
  whiteLabelLockedMessage,
} from "../reports/settings.service";
import { listAccounts } from "../social-accounts/accounts.service";
import { allowedAccountIds } from "../team/account-access";
import { assertManager } from "../team/workspace-access";
import {
  countClients,
  deleteClient,
  findClientLogo,
  insertClient,
  isClientNameTaken,
  listClientAccountPairs,
  listClientCompetitorPairs,
  listClientRecipients,
  listClientRows,
  lockClients,
  replaceClientAccounts,
  replaceClientCompetitors,
  replaceClientRecipients,
  updateClient,
  type ClientRow,
} from "./clients.queries";

// Clients (docs/decisions/045-clients-and-report-links.md): a brand grouping accounts of both
// networks and their competitors. Everyone reads; the owner and admins create, change and delete
// them (they decide who receives e-mails and what a member limited to a client reaches).

type Ctx = Pick<AppContext, "db" | "env">;

/** The workspace's clients with their accounts, competitors and recipients, as the request may see them. */
async function readClients(ctx: Ctx, workspaceId: string) {
  const [rows, accountPairs, competitorPairs, accounts, competitors, plan] = await Promise.all([
    listClientRows(ctx.db, workspaceId),
    listClientAccountPairs(ctx.db, workspaceId),
    listClientCompetitorPairs(ctx.db, workspaceId),
    listAccounts(ctx, workspaceId),
    listCompetitors(ctx, workspaceId),
    requirePlan(ctx, workspaceId),
  ]);
  const allowed = allowedAccountIds();
  const clientAccountIds = (clientId: string) =>
    accountPairs.filter((pair) => pair.clientId === clientId).map((pair) => pair.accountId);
  // A member limited to some accounts sees a client whose every account they reach: one granted
  // to them (docs/decisions/030 and 045), never another client.
  const reachable = (row: ClientRow) => {
    if (allowed === null) return true;
    const ids = clientAccountIds(row.id);
    return ids.length > 0 && ids.every((id) => allowed.includes(id));
  };
  return {
    plan,
    accounts,
    competitors: competitors.competitors,
    accountPairs,
    clients: rows.filter(reachable).map((row) => ({
      row,
      accounts: sortAccounts(accounts.filter((account) => clientAccountIds(row.id).includes(account.id))),
      competitors: sortAccounts(
        competitors.competitors.filter((competitor) =>
          competitorPairs.some((pair) => pair.clientId === row.id && pair.competitorId === competitor.id),
        ),
      ),
    })),
  };
}

type ReadClient = Awaited<ReturnType<typeof readClients>>["clients"][number];

async function toClientView(
  ctx: Ctx,
  workspaceId: string,
  plan: Awaited<ReturnType<typeof requirePlan>>,
  client: ReadClient,
  now: Date,
) {
  const { row } = client;
  const recipients = await listClientRecipients(ctx.db, workspaceId, row.id);
  const schedule = row.scheduleCadence
    ? { cadence: row.scheduleCadence, weekday: row.scheduleWeekday, monthDay: row.scheduleMonthDay }
    : null;
  return {
    id: row.id,
    name: row.name,
    accounts: client.accounts.map((account) => ({ id: account.id, username: account.username, platform: account.platform })),
    competitors: client.competitors.map((competitor) => ({
      id: competitor.id,
      username: competitor.username,
      platform: competitor.platform,
    })),
    recipients: recipients.map((recipient) => ({ email: recipient.email, status: recipient.suppressed ?? ("active" as const) })),
    branding: { available: plan === "sparks_pro", color: row.brandColor, hasLogo: row.logoType !== null },
    schedule: {
      cadence: row.scheduleCadence,
      weekday: row.scheduleWeekday,
      monthDay: row.scheduleMonthDay,
      attachPdf: row.scheduleAttachPdf,
      paused: row.schedulePaused,
      pausedReason: row.schedulePausedReason,
      description: schedule ? describeClientSchedule(schedule) : null,
      nextSendDay: schedule && !row.schedulePaused ? nextClientSendDay(schedule, now) : null,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/clients: whether the workspace uses clients, the plan's limit, and every client the person reaches. */
export async function listClients(ctx: Ctx, workspace: RequestWorkspace, now = new Date()) {
  const read = await readClients(ctx, workspace.id);
  const used = await countClients(ctx.db, workspace.id);
  const max = clientLimitOf(read.plan);
  return {
    usesClients: usesClients(used, read.accounts),
    canManage: hasRole(workspace.role, "admin"),
    canShare: hasRole(workspace.role, "editor"),
    limit: { used, max, fullMessage: used >= max ? describeClientLimit(read.plan) : null },
    cadences: [...clientCadencesOf(read.plan)],
    clients: await Promise.all(read.clients.map((client) => toClientView(ctx, workspace.id, read.plan, client, now))),
  };
}

/** The clients the request (or API key) reaches, with their accounts and competitors: /api/v1/clients. */
export async function listClientSummaries(ctx: Ctx, workspaceId: string) {
  const read = await readClients(ctx, workspaceId);
  return read.clients.map(toClientSummary);
}

function toClientSummary(client: ReadClient) {
  return {
    id: client.row.id,
    name: client.row.name,
    accounts: client.accounts.map((account) => ({ id: account.id, platform: account.platform, username: account.username })),
    competitors: client.competitors.map((competitor) => ({
      id: competitor.id,
      platform: competitor.platform,
      username: competitor.username,
    })),
    createdAt: client.row.createdAt.toISOString(),
  };
}

export async function readClientSummary(ctx: Ctx, workspaceId: string, clientId: string) {
  return toClientSummary(await readClient(ctx, workspaceId, clientId));
}

/** One client the request reaches (404 otherwise, as another workspace's), with what it groups. */
export async function readClient(ctx: Ctx, workspaceId: string, clientId: string) {
  const read = await readClients(ctx, workspaceId);
  const client = read.clients.find((candidate) => candidate.row.id === clientId);
  if (!client) throw new AppError("NOT_FOUND", clientMessages.notFound);
  return { ...client, plan: read.plan };
}

export async function readClientView(ctx: Ctx, workspaceId: string, clientId: string, now = new Date()) {
  const client = await readClient(ctx, workspaceId, clientId);
  return toClientView(ctx, workspaceId, client.plan, client, now);
}

/**
 * The accounts and competitors a client may be given: own, active accounts of the workspace
 * that belong to no other client, and competitors it tracks. The first problem is refused in pt-BR.
 */
function checkProfiles(
  read: Awaited<ReturnType<typeof readClients>>,
  clientId: string | null,
  change: Pick<ClientChange, "accountIds" | "competitorIds">,
  names: Map<string, string>,
) {
  const accountIds = change.accountIds ? [...new Set(change.accountIds)] : undefined;
  const competitorIds = change.competitorIds ? [...new Set(change.competitorIds)] : undefined;
  for (const id of accountIds ?? []) {
    const account = read.accounts.find((candidate) => candidate.id === id);
    if (!account)
      throw new AppError("INVALID_INPUT", clientMessages.foreignAccount, {
        details: { accountIds: clientMessages.foreignAccount },
      });
    const owner = read.accountPairs.find((pair) => pair.accountId === id && pair.clientId !== clientId);
    if (owner) {
      const message = clientMessages.accountOfAnotherClient(formatAccountLabel(account), names.get(owner.clientId) ?? "");
      throw new AppError("CONFLICT", message, { details: { accountIds: message } });
    }
  }
  for (const id of competitorIds ?? []) {
    if (!read.competitors.some((candidate) => candidate.id === id)) {
      throw new AppError("INVALID_INPUT", clientMessages.foreignCompetitor, {
        details: { competitorIds: clientMessages.foreignCompetitor },
      });
    }
  }
  return { accountIds, competitorIds };
}

async function assertNameFree(ctx: Ctx, workspaceId: string, name: string, exceptId?: string) {
  if (await isClientNameTaken(ctx.db, workspaceId, name, exceptId))
    throw new AppError("CONFLICT", clientMessages.nameTaken, { details: { name: clientMessages.nameTaken } });
}

/** POST /api/clients: a new client (the owner or an admin), within the plan's number of clients. */
export async function createClient(
  ctx: Ctx,
  workspace: RequestWorkspace,
  input: { name: string; accountIds?: string[]; competitorIds?: string[] },
  now = new Date(),
) {
  assertManager(workspace);
  const read = await readClients(ctx, workspace.id);
  const names = new Map((await listClientRows(ctx.db, workspace.id)).map((row) => [row.id, row.name]));
  const profiles = checkProfiles(read, null, input, names);
  await assertNameFree(ctx, workspace.id, input.name);
  const id = await ctx.db.transaction(async (tx) => {
    // The count and the insert under one lock per workspace: two creations cannot both pass the limit.
    await lockClients(tx, workspace.id);
    if ((await countClients(tx, workspace.id)) >= clientLimitOf(read.plan)) {
      throw new AppError("PLAN_LIMIT", describeClientLimit(read.plan), { reason: "CLIENT_LIMIT" });
    }
    const clientId = await insertClient(tx, { workspaceId: workspace.id, name: input.name });
    if (profiles.accountIds) await replaceClientAccounts(tx, workspace.id, clientId, profiles.accountIds);
    if (profiles.competitorIds) await replaceClientCompetitors(tx, workspace.id, clientId, profiles.competitorIds);
    return clientId;
  });
  return readClientView(ctx, workspace.id, id, now);
}

/**
 * PATCH /api/clients/{id} (the owner or an admin): name, accounts, competitors, recipients (at
 * most 10, checked as the workspace's outside addresses are) and the schedule (weekly from Go).
 * Every check before any write: a refused change writes nothing.
 */
export async function changeClient(
  ctx: Ctx,
  workspace: RequestWorkspace,
  clientId: string,
  change: ClientChange,
  now = new Date(),
) {
  assertManager(workspace);
  const client = await readClient(ctx, workspace.id, clientId);
  const read = await readClients(ctx, workspace.id);
  const names = new Map((await listClientRows(ctx.db, workspace.id)).map((row) => [row.id, row.name]));
  const profiles = checkProfiles(read, clientId, change, names);
  if (change.name !== undefined) await assertNameFree(ctx, workspace.id, change.name, clientId);
  // Any address may receive a client's report, a member's too: the client's list is its own.
  const recipients = change.recipients === undefined ? undefined : validateOutsideRecipients(change.recipients, new Set());
  const schedule = change.schedule === undefined ? undefined : checkSchedule(client.plan, client.row, change.schedule);
  await ctx.db.transaction(async (tx) => {
    await updateClient(tx, workspace.id, clientId, {
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(schedule ?? {}),
    });
    if (profiles.accountIds) await replaceClientAccounts(tx, workspace.id, clientId, profiles.accountIds);
    if (profiles.competitorIds) await replaceClientCompetitors(tx, workspace.id, clientId, profiles.competitorIds);
    if (recipients) await replaceClientRecipients(tx, workspace.id, clientId, recipients);
  });
  return readClientView(ctx, workspace.id, clientId, now);
}

/** The schedule's columns as saved: a cadence the plan allows, with its day; null turns the schedule off. */
function checkSchedule(
  plan: Awaited<ReturnType<typeof requirePlan>>,
  row: ClientRow,
  input: NonNullable<ClientChange["schedule"]>,
) {
  const paused = input.paused ?? row.schedulePaused;
  const pausedReason = paused ? (input.paused === undefined ? row.schedulePausedReason : "manual") : null;
  const attachPdf = input.attachPdf ?? row.scheduleAttachPdf;
  if (input.cadence === null)
    return {
      scheduleCadence: null,
      scheduleWeekday: null,
      scheduleMonthDay: null,
      scheduleAttachPdf: attachPdf,
      schedulePaused: false,
      schedulePausedReason: null,
    };
  if (!clientCadencesOf(plan).includes(input.cadence))
    throw new AppError("PLAN_LIMIT", clientMessages.weeklyLocked, { reason: "WEEKLY_CLIENT_REPORT" });
  if (input.cadence === "weekly") {
    if (input.weekday === undefined || input.weekday === null)
      throw new AppError("INVALID_INPUT", clientMessages.weekdayRequired, {
        details: { weekday: clientMessages.weekdayRequired },
      });
    return {
      scheduleCadence: "weekly" as const,
      scheduleWeekday: input.weekday,
      scheduleMonthDay: null,
      scheduleAttachPdf: attachPdf,
      schedulePaused: paused,
      schedulePausedReason: pausedReason,
    };
  }
  if (input.monthDay === undefined || input.monthDay === null)
    throw new AppError("INVALID_INPUT", clientMessages.monthDayRequired, {
      details: { monthDay: clientMessages.monthDayRequired },
    });
  return {
    scheduleCadence: "monthly" as const,
    scheduleWeekday: null,
    scheduleMonthDay: input.monthDay,
    scheduleAttachPdf: attachPdf,
    schedulePaused: paused,
    schedulePausedReason: pausedReason,
  };
}

/** DELETE /api/clients/{id}: its links then answer "gone" (410), its accounts stay connected. */
export async function removeClient(ctx: Ctx, workspace: RequestWorkspace, clientId: string) {
  assertManager(workspace);
  await readClient(ctx, workspace.id, clientId);
  if (!(await deleteClient(ctx.db, workspace.id, clientId))) throw new AppError("NOT_FOUND", clientMessages.notFound);
}

// ------------------------------------------------------------------ white-label (Pro)

async function assertClientWhiteLabel(ctx: Ctx, workspace: RequestWorkspace, clientId: string) {
  assertManager(workspace);
  const client = await readClient(ctx, workspace.id, clientId);
  if (client.plan !== "sparks_pro") throw new AppError("PLAN_LIMIT", whiteLabelLockedMessage, { reason: "PRO_ONLY" });
}

/** The client's logo, checked and stored as the reports' logo is (settings.service.ts: PNG or JPEG, 1 MB, decoded and re-encoded). */
export async function saveClientLogo(ctx: Ctx, workspace: RequestWorkspace, clientId: string, bytes: Uint8Array) {
  await assertClientWhiteLabel(ctx, workspace, clientId);
  if (bytes.length > logoMaxBytes) throw new AppError("PAYLOAD_TOO_LARGE", logoTooLargeMessage);
  if (!detectLogoType(bytes)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", invalidLogoMessage);
  await updateClient(ctx.db, workspace.id, clientId, { logo: await normalizeLogo(bytes), logoType: "image/png" });
  return readClientView(ctx, workspace.id, clientId);
}

export async function removeClientLogo(ctx: Ctx, workspace: RequestWorkspace, clientId: string) {
  await assertClientWhiteLabel(ctx, workspace, clientId);
  await updateClient(ctx.db, workspace.id, clientId, { logo: null, logoType: null });
  return readClientView(ctx, workspace.id, clientId);
}

export async function saveClientColor(ctx: Ctx, workspace: RequestWorkspace, clientId: string, color: string | null) {
  await assertClientWhiteLabel(ctx, workspace, clientId);
  await updateClient(ctx.db, workspace.id, clientId, { brandColor: color });
  return readClientView(ctx, workspace.id, clientId);
}

export async function readClientLogo(ctx: Ctx, workspaceId: string, clientId: string) {
  await readClient(ctx, workspaceId, clientId);
  const row = await findClientLogo(ctx.db, workspaceId, clientId);
  if (!row?.logo || !row.logoType) throw new AppError("NOT_FOUND", "Nenhum logotipo enviado.");
  return { bytes: row.logo, type: row.logoType };
}

/**
 * The client's white-label where the plan allows it (Pro): its own logo and colour, else the
 * workspace's report branding; null elsewhere.
 */
export async function readClientBranding(
  ctx: Pick<AppContext, "db">,
  workspaceId: string,
  clientId: string,
  plan: Awaited<ReturnType<typeof requirePlan>>,
  workspaceBranding: () => Promise<{ logo: Buffer | null; logoType: string | null; color: string | null } | null>,
) {
  if (plan !== "sparks_pro") return null;
  const row = await findClientLogo(ctx.db, workspaceId, clientId);
  if (row && (row.logo || row.brandColor))
    return { logo: row.logo ?? null, logoType: row.logoType ?? null, color: row.brandColor ?? null };
  return workspaceBranding();
}
