import { getPlan, reportFrequencyLabels } from "@core/plans/catalogue";
import { lastCompletePeriod } from "@core/reports/report-schedule";
import {
  chosenSections,
  noSectionMessage,
  outsideRecipientMessages,
  outsideRecipientsMax,
  reportNoteMaxLength,
  reportNoteTooLongMessage,
  reportSectionChoices,
  type ReportSectionChoice,
} from "@core/reports/report-sections";
import { emailSchema } from "@core/validation/email";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { RequestWorkspace } from "../../http/hono-env";
import { workspaceSuspendedError } from "../../http/workspace-suspended";
import { requirePlan } from "../billing/billing.service";
import { listAccounts } from "../social-accounts/accounts.service";
import { assertManager } from "../team/workspace-access";
import { hasRole } from "@core/team/roles";
import {
  findReportSettings,
  listDeliveries,
  listMembersWithChoice,
  listOutsideRecipients,
  replaceOutsideRecipients,
  setRecipient,
  upsertReportSettings,
} from "./reports.queries";

export const logoMaxBytes = 1024 * 1024;
export const whiteLabelLockedMessage = "Logotipo e cor no relatório estão disponíveis no plano Inteligram Pro.";
export const invalidLogoMessage = "O logotipo deve ser uma imagem PNG ou JPEG.";
export const logoTooLargeMessage = "O logotipo pode ter no máximo 1 MB.";
export const unreadableLogoMessage = "Não foi possível ler esta imagem. Envie um arquivo PNG ou JPEG válido.";
/** A logo's longest side as stored: the report draws it at 90 × 60 points. */
export const logoMaxSide = 1024;
/** What an upload may decode to (a 1 MB PNG can hold billions of pixels). */
export const logoMaxPixels = 25_000_000;
export const logoTooManyPixelsMessage =
  "A imagem tem pixels demais. Use uma imagem de até 25 megapixels (por exemplo, 5000 × 5000).";

/** PNG or JPEG by its first bytes (the content, never the name). */
export function detectLogoType(bytes: Uint8Array): "image/png" | "image/jpeg" | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > 24 && png.every((byte, index) => bytes[index] === byte)) {
    // The first chunk is IHDR with a width and height above 0.
    const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const header = view.toString("latin1", 12, 16) === "IHDR";
    return header && view.readUInt32BE(16) > 0 && view.readUInt32BE(20) > 0 ? "image/png" : null;
  }
  // JPEG: starts with SOI and a marker, ends with EOI.
  const n = bytes.length;
  if (n > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff && bytes[n - 2] === 0xff && bytes[n - 1] === 0xd9)
    return "image/jpeg";
  return null;
}

// sharp (~22 MB once loaded) is loaded by the first logo upload, not by every server at start
// (docs/decisions/031).
const importSharp = () => import("sharp");
let sharpModule: ReturnType<typeof importSharp> | undefined;
const loadSharp = () => (sharpModule ??= importSharp());

/**
 * The logo as it is stored and served: decoded in full (a PNG or JPEG signature in front of
 * anything else is refused), turned upright by its EXIF orientation, at most `logoMaxSide` pixels
 * a side, and written anew as a PNG without the upload's metadata. So what the PDF renderer and
 * the browser read is always an image this server made.
 */
export async function normalizeLogo(bytes: Uint8Array): Promise<Buffer> {
  const { default: sharp } = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: logoMaxPixels, failOn: "truncated", animated: false })
      .rotate()
      .resize({ width: logoMaxSide, height: logoMaxSide, fit: "inside", withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError("INVALID_INPUT", logoTooManyPixelsMessage, { reason: "LOGO_TOO_MANY_PIXELS" });
    }
    throw new AppError("INVALID_INPUT", unreadableLogoMessage, { reason: "LOGO_UNREADABLE", cause: error });
  }
}

/** /relatorios' settings: the plan's cadence, recipients, accounts, pause and white-label. */
export async function readReportSettings(ctx: Pick<AppContext, "db" | "env">, workspace: RequestWorkspace, now = new Date()) {
  const plan = await requirePlan(ctx, workspace.id);
  const [settings, members, accounts, outside, deliveries] = await Promise.all([
    findReportSettings(ctx.db, workspace.id),
    listMembersWithChoice(ctx.db, workspace.id),
    listAccounts(ctx, workspace.id),
    listOutsideRecipients(ctx.db, workspace.id),
    listDeliveries(ctx.db, workspace.id),
  ]);
  const cadence = getPlan(plan).limits.emailReport;
  const sendPeriod = lastCompletePeriod(cadence, now);
  return {
    cadence,
    cadenceLabel: reportFrequencyLabels[cadence],
    paused: settings?.paused ?? false,
    canManage: hasRole(workspace.role, "admin"),
    accounts: accounts.map((account) => ({
      id: account.id,
      username: account.username,
      platform: account.platform,
      selected: !settings?.accountIds || settings.accountIds.includes(account.id),
    })),
    recipients: members.map((member) => ({
      userId: member.userId,
      name: member.name,
      email: member.email,
      role: member.role,
      enabled: member.enabled ?? member.role === "owner",
    })),
    branding: {
      available: plan === "sparks_pro",
      color: settings?.brandColor ?? null,
      hasLogo: Boolean(settings?.logoType),
    },
    outsideRecipients: outside.map((row) => ({
      email: row.email,
      status: row.suppressed ?? ("active" as const),
      since: row.suppressedAt?.toISOString() ?? null,
    })),
    sections: chosenSections(settings?.sections),
    note: settings?.note ?? null,
    sendPeriod: { from: sendPeriod.from, to: sendPeriod.to },
    deliveries: deliveries.map((row) => ({
      recipient: row.recipient,
      outside: row.email !== null,
      username: row.username ?? "",
      platform: row.platform,
      period: { from: row.periodFrom, to: row.periodTo },
      status: row.status,
      error: row.error,
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}

/**
 * The outside addresses as typed: each trimmed and lower-cased, checked, none twice, none a
 * member's, at most 10. The first problem is refused with its pt-BR message.
 */
export function validateOutsideRecipients(values: string[], memberEmails: Set<string>): string[] {
  const emails: string[] = [];
  for (const value of values) {
    const parsed = emailSchema.safeParse(value);
    if (!parsed.success)
      throw new AppError("INVALID_INPUT", outsideRecipientMessages.invalid(value.trim().slice(0, 80)), {
        details: { outsideRecipients: outsideRecipientMessages.invalid(value.trim().slice(0, 80)) },
      });
    const email = parsed.data;
    if (emails.includes(email))
      throw new AppError("INVALID_INPUT", outsideRecipientMessages.duplicate(email), {
        details: { outsideRecipients: outsideRecipientMessages.duplicate(email) },
      });
    if (memberEmails.has(email))
      throw new AppError("INVALID_INPUT", outsideRecipientMessages.member(email), {
        details: { outsideRecipients: outsideRecipientMessages.member(email) },
      });
    emails.push(email);
  }
  if (emails.length > outsideRecipientsMax)
    throw new AppError("INVALID_INPUT", outsideRecipientMessages.tooMany, {
      details: { outsideRecipients: outsideRecipientMessages.tooMany },
    });
  return emails;
}

/** The analyst's note as stored: trimmed, line ends as \n, empty as null; over 2,000 characters refused. */
export function normalizeNote(note: string | null): string | null {
  if (note === null) return null;
  const text = note.replace(/\r\n?/g, "\n").trim();
  if ([...text].length > reportNoteMaxLength)
    throw new AppError("INVALID_INPUT", reportNoteTooLongMessage, { details: { note: reportNoteTooLongMessage } });
  return text === "" ? null : text;
}

/** The sections as stored: null when every one is chosen; none at all is refused. */
export function normalizeSections(sections: readonly ReportSectionChoice[]): ReportSectionChoice[] | null {
  const chosen = reportSectionChoices.filter((choice) => sections.includes(choice));
  if (chosen.length === 0) throw new AppError("INVALID_INPUT", noSectionMessage, { details: { sections: noSectionMessage } });
  return chosen.length === reportSectionChoices.length ? null : chosen;
}

export type SettingsChange = {
  paused?: boolean;
  accountIds?: string[] | null;
  recipients?: { userId: string; enabled: boolean }[];
  /** The whole list of outside addresses (replaces the saved one). */
  outsideRecipients?: string[];
  sections?: ReportSectionChoice[];
  note?: string | null;
};

/**
 * The owner changes everything; a member only their own place on the e-mail list. Recipients
 * must be members and accounts the workspace's.
 */
export async function changeReportSettings(
  ctx: Pick<AppContext, "db" | "env">,
  workspace: RequestWorkspace,
  userId: string,
  change: SettingsChange,
) {
  // Every check before any write: a refused change writes nothing (without a plan, a 403).
  await requirePlan(ctx, workspace.id);
  const onlySelf =
    change.paused === undefined &&
    change.accountIds === undefined &&
    change.outsideRecipients === undefined &&
    change.sections === undefined &&
    change.note === undefined &&
    (change.recipients ?? []).every((item) => item.userId === userId);
  if (!onlySelf) assertManager(workspace);
  const [members, accounts] = await Promise.all([listMembersWithChoice(ctx.db, workspace.id), listAccounts(ctx, workspace.id)]);
  const memberIds = new Set(members.map((member) => member.userId));
  for (const item of change.recipients ?? []) {
    // Someone outside the workspace is not found here (never told apart from an unknown id).
    if (!memberIds.has(item.userId)) throw new AppError("NOT_FOUND", "Membro não encontrado neste espaço de trabalho.");
  }
  const accountIds = new Set(accounts.map((account) => account.id));
  if (change.accountIds?.some((id) => !accountIds.has(id))) {
    throw new AppError("NOT_FOUND", "Conta não encontrada.");
  }
  const outside =
    change.outsideRecipients === undefined
      ? undefined
      : validateOutsideRecipients(change.outsideRecipients, new Set(members.map((member) => member.email.toLowerCase())));
  const note = change.note === undefined ? undefined : normalizeNote(change.note);
  const sections = change.sections === undefined ? undefined : normalizeSections(change.sections);
  // Outside addresses receive only the accounts the schedule names (docs/product/features.md
  // "Reports and exports"): with any, "every account" is saved as today's accounts, so one
  // connected later is never sent to a client without being ticked.
  const settings = await findReportSettings(ctx.db, workspace.id);
  const willHaveOutside = outside ? outside.length > 0 : (await listOutsideRecipients(ctx.db, workspace.id)).length > 0;
  const currentAccountIds = change.accountIds !== undefined ? change.accountIds : (settings?.accountIds ?? null);
  const namedAccountIds =
    willHaveOutside && currentAccountIds === null ? accounts.map((account) => account.id) : currentAccountIds;
  await ctx.db.transaction(async (tx) => {
    const values = {
      ...(change.paused !== undefined ? { paused: change.paused } : {}),
      ...(change.accountIds !== undefined || namedAccountIds !== currentAccountIds ? { accountIds: namedAccountIds } : {}),
      ...(note !== undefined ? { note } : {}),
      ...(sections !== undefined ? { sections } : {}),
    };
    // Always first, even with no setting to change: its statement refuses a suspended workspace
    // (decision 020) before the lists are touched, and the whole change is undone.
    if (!(await upsertReportSettings(tx, workspace.id, values))) throw workspaceSuspendedError();
    if (outside) await replaceOutsideRecipients(tx, workspace.id, outside);
    for (const item of change.recipients ?? []) await setRecipient(tx, workspace.id, item.userId, item.enabled);
  });
  return readReportSettings(ctx, workspace);
}

async function assertWhiteLabel(ctx: Pick<AppContext, "db">, workspace: RequestWorkspace) {
  assertManager(workspace);
  const plan = await requirePlan(ctx, workspace.id);
  if (plan !== "sparks_pro") throw new AppError("PLAN_LIMIT", whiteLabelLockedMessage, { reason: "PRO_ONLY" });
}

export async function saveBrandColor(ctx: Pick<AppContext, "db" | "env">, workspace: RequestWorkspace, color: string | null) {
  await assertWhiteLabel(ctx, workspace);
  if (!(await upsertReportSettings(ctx.db, workspace.id, { brandColor: color }))) throw workspaceSuspendedError();
  return readReportSettings(ctx, workspace);
}

export async function saveLogo(ctx: Pick<AppContext, "db" | "env">, workspace: RequestWorkspace, bytes: Uint8Array) {
  await assertWhiteLabel(ctx, workspace);
  if (bytes.length > logoMaxBytes) throw new AppError("PAYLOAD_TOO_LARGE", logoTooLargeMessage);
  if (!detectLogoType(bytes)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", invalidLogoMessage);
  const logo = await normalizeLogo(bytes);
  if (!(await upsertReportSettings(ctx.db, workspace.id, { logo, logoType: "image/png" }))) throw workspaceSuspendedError();
  return readReportSettings(ctx, workspace);
}

export async function removeLogo(ctx: Pick<AppContext, "db" | "env">, workspace: RequestWorkspace) {
  await assertWhiteLabel(ctx, workspace);
  if (!(await upsertReportSettings(ctx.db, workspace.id, { logo: null, logoType: null }))) throw workspaceSuspendedError();
  return readReportSettings(ctx, workspace);
}

export async function readLogo(ctx: Pick<AppContext, "db">, workspaceId: string) {
  const settings = await findReportSettings(ctx.db, workspaceId);
  if (!settings?.logo || !settings.logoType) throw new AppError("NOT_FOUND", "Nenhum logotipo enviado.");
  return { bytes: settings.logo, type: settings.logoType };
}
