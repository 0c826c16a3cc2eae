import { strToU8, zipSync, type Zippable } from "fflate";
import { formatDateTime } from "@core/format/format-date";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { isUniqueViolation } from "../../db/unique-violation";
import { findMembership } from "../team/team.queries";
import { runWithAccountAccess } from "../team/account-access";
import { readMembersAccountAccess, readWorkspaceName } from "../team/workspace.service";
import { exportReadyMail, queueLifecycleMail } from "./lifecycle-mail";
import {
  findExportForJob,
  findExportFile,
  findHiddenAccountRows,
  findLatestExport,
  insertExport,
  listConsents,
  updateExport,
  type HiddenAccountRows,
} from "./lifecycle.queries";
import { listOwnerReferences, selectOwnedRows } from "./owner-references";
import { dataExportMessage } from "./data-export.message";
import { users, workspaces } from "../../db/schema/index";
import { eq } from "drizzle-orm";

// "Meus dados" (LGPD art. 18: access and portability): a ZIP of JSON files with every row the
// product holds about the person and their current workspace, built by a job with progress,
// plus the reports' xlsx export of each account's retained history (export-spreadsheets.ts).
// Tables are found in the catalog (owner-references.ts). Secrets never leave: tokens, password
// hashes, the export files themselves.

export const exportRunningMessage = "Já estamos preparando uma exportação dos seus dados. Aguarde ela terminar para pedir outra.";

const secretColumn = /(^|_)(token|password|secret|hash)$|^(access_token|refresh_token|id_token|file)$/;
/** Derived from the row itself: the search vector over a caption or a comment (tsvector). */
const derivedColumn = /^search$/;
/** Billing belongs to the workspace's owner: a member's export leaves it out, as the app does. */
const ownerOnlyTables = new Set(["subscriptions", "payment_history", "workspace_dunning", "workspace_invitations"]);
/** Kept out: the exports themselves, and what exists only to serve a request. */
const skippedTables = new Set(["data_exports", "oauth_states"]);
/**
 * Workspace tables whose person columns only say who did something the whole team sees (who
 * asked for a report, who is a member, who invited whom, who made a client's link, who answered,
 * handled, assigned or hid a comment, who saved a reply). Any other workspace table that names
 * a person holds that person's own rows (sessions, alert rules, alerts, e-mail choices): those
 * rows are exported to the person they belong to, in pessoa/, never to the rest of the team.
 */
const attributedTables = new Set([
  "reports",
  "workspace_members",
  "workspace_invitations",
  "client_report_links",
  "comments",
  "comment_replies",
  "comment_follow_ups",
  "reply_templates",
]);

type Ctx = Pick<AppContext, "db" | "queue" | "env" | "log">;

export async function requestExport(ctx: Ctx, user: { id: string }, workspaceId: string) {
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await insertExport(tx, { userId: user.id, workspaceId });
      await ctx.queue.send(dataExportMessage, { exportId: row.id, userId: user.id, workspaceId }, { tx });
    });
    return readLatestExport(ctx, user.id);
  } catch (error) {
    if (isUniqueViolation(error, "data_exports_one_open_per_user")) {
      throw new AppError("CONFLICT", exportRunningMessage, { reason: "EXPORT_RUNNING" });
    }
    throw error;
  }
}

export async function readLatestExport(ctx: Pick<AppContext, "db">, userId: string) {
  const row = await findLatestExport(ctx.db, userId);
  if (!row) return { export: null };
  return {
    export: {
      id: row.id,
      status: row.status,
      progress: row.progress,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      downloadUrl: row.status === "ready" ? `/api/lifecycle/exports/${row.id}/download` : null,
    },
  };
}

export async function readExportFile(ctx: Pick<AppContext, "db">, userId: string, id: string) {
  const row = await findExportFile(ctx.db, userId, id);
  if (!row?.file) throw new AppError("NOT_FOUND", "Exportação não encontrada ou ainda não pronta.");
  return { file: row.file, fileName: row.fileName ?? "inteligram-meus-dados.zip" };
}

/** The extension a stored file's first bytes call for (reports' PDFs, logos). */
function fileExtension(bytes: Uint8Array) {
  const starts = (...magic: number[]) => magic.every((byte, index) => bytes[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46)) return "pdf";
  if (starts(0x89, 0x50, 0x4e, 0x47)) return "png";
  if (starts(0xff, 0xd8, 0xff)) return "jpg";
  return "bin";
}

/**
 * Rows as JSON-ready objects without secrets; a stored file (a report's PDF, a logo) goes into
 * the ZIP as a file of its own, and its cell names that file.
 */
function clean(rows: Record<string, unknown>[], folder: string, table: string, files: Zippable) {
  return rows.map((row, index) =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([column]) => !secretColumn.test(column) && !derivedColumn.test(column))
        .map(([column, value]) => {
          if (!(value instanceof Uint8Array)) return [column, value];
          const path = `${folder}/arquivos/${table}-${String(row.id ?? index + 1)}-${column}.${fileExtension(value)}`;
          files[path] = [value, { level: 0 }];
          return [column, path];
        }),
    ),
  );
}

/**
 * Whether a workspace row belongs to an own account the member may not reach: the account
 * itself, a row naming it (social_profile_id, a grant's account_id), a post's day (post_id).
 */
function isHiddenRow(hidden: HiddenAccountRows, table: string, row: Record<string, unknown>) {
  const names = (column: string, ids: ReadonlySet<string>) => typeof row[column] === "string" && ids.has(row[column] as string);
  if (table === "social_media_profiles" && names("id", hidden.accountIds)) return true;
  return (
    names("social_profile_id", hidden.accountIds) || names("account_id", hidden.accountIds) || names("post_id", hidden.postIds)
  );
}

/** Another member's choice of an account this member may not reach is left out (null). */
function withoutHiddenChoice(hidden: HiddenAccountRows, row: Record<string, unknown>) {
  const chosen = row.current_account_id;
  return typeof chosen === "string" && hidden.accountIds.has(chosen) ? { ...row, current_account_id: null } : row;
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

export async function buildExport(ctx: Ctx, exportId: string) {
  const job = await findExportForJob(ctx.db, exportId);
  if (!job || job.status === "ready") return;
  await updateExport(ctx.db, exportId, { status: "running", progress: 1 });
  const [person] = await ctx.db.select().from(users).where(eq(users.id, job.userId));
  const [workspace] = await ctx.db.select().from(workspaces).where(eq(workspaces.id, job.workspaceId));
  const workspaceName = await readWorkspaceName(ctx, job.workspaceId);
  const membership = await findMembership(ctx.db, job.workspaceId, job.userId);
  if (!person) return;
  const isOwner = membership?.role === "owner";

  const files: Zippable = {};
  const now = new Date();
  // Loaded here, not at the top: the jobs registry imports this file before @hono/zod-openapi
  // has extended zod, and the reports' code pulls in shared response schemas (as reports.jobs does).
  const { commentsSpreadsheet, workspaceSpreadsheets } = await import("./export-spreadsheets");
  // A member limited to some accounts gets only theirs (docs/decisions/030).
  const access = membership ? ((await readMembersAccountAccess(ctx, job.workspaceId)).get(job.userId) ?? null) : null;
  const hidden = access ? await findHiddenAccountRows(ctx.db, job.workspaceId, access) : null;
  const spreadsheets = membership
    ? await runWithAccountAccess(access, () => workspaceSpreadsheets(ctx, job.workspaceId, now))
    : null;
  const comments = membership ? await runWithAccountAccess(access, () => commentsSpreadsheet(ctx, job.workspaceId)) : null;
  // An xlsx is a ZIP already: stored as it is.
  for (const [name, bytes] of Object.entries(spreadsheets?.files ?? {})) files[name] = [bytes, { level: 0 }];
  if (comments) files[comments.name] = [comments.bytes, { level: 0 }];
  files["LEIA-ME.txt"] = strToU8(
    [
      "Seus dados no Inteligram",
      `Gerado em ${formatDateTime(now)} (horário de Brasília) para ${person.email}.`,
      "",
      "pessoa/: seus dados de conta, sessões, consentimentos, preferências e alertas, e participações em espaços de trabalho.",
      membership
        ? `espaco-de-trabalho/: os dados do espaço "${workspaceName}" (${isOwner ? "proprietário" : "membro"}), um arquivo JSON por tabela.`
        : "Você não é mais membro do espaço de trabalho desta exportação: ele não foi incluído.",
      ...(spreadsheets ? [spreadsheets.note] : []),
      ...(comments
        ? [
            "espaco-de-trabalho/planilhas/comentarios.xlsx: os comentários coletados nas publicações das contas (autor, texto, data, se é pergunta, sentimento, resposta da conta), também em comments.json; incluem nomes de usuário e textos de outras pessoas, guardados por até 3 anos.",
          ]
        : []),
      "Cada arquivo JSON tem o nome da tabela do banco de dados em que os dados estão guardados (em inglês, como no sistema). Arquivos guardados, como relatórios em PDF e logotipos, estão nas pastas arquivos/.",
      "Os dados pessoais dos outros membros do espaço (sessões, preferências, alertas) não entram na sua exportação.",
      "Senhas, tokens de acesso e chaves nunca são exportados.",
      "",
    ].join("\n"),
  );
  files["pessoa/usuario.json"] = json({
    id: person.id,
    name: person.name,
    email: person.email,
    emailVerified: person.emailVerified,
    createdAt: person.createdAt,
  });
  files["pessoa/consentimentos.json"] = json(await listConsents(ctx.db, person.id));

  const references = (await listOwnerReferences(ctx.db)).filter((ref) => !skippedTables.has(ref.table));
  const personal = references.filter((ref) => ref.target === "users");
  const namesPeople = new Set(personal.map((ref) => ref.table));
  const owned = membership
    ? references.filter(
        (ref) =>
          ref.target === "workspaces" &&
          (isOwner || !ownerOnlyTables.has(ref.table)) &&
          (!namesPeople.has(ref.table) || attributedTables.has(ref.table)),
      )
    : [];
  if (membership && workspace) files["espaco-de-trabalho/espaco.json"] = json(workspace);
  const steps = [
    ...personal.map((ref) => ({ ...ref, id: person.id, folder: "pessoa" })),
    ...owned.map((ref) => ({ ...ref, id: job.workspaceId, folder: "espaco-de-trabalho" })),
  ];
  for (const [index, step] of steps.entries()) {
    const selected = await selectOwnedRows(ctx.db, step.table, step.column, step.id);
    const shown = hidden
      ? selected.filter((row) => !isHiddenRow(hidden, step.table, row)).map((row) => withoutHiddenChoice(hidden, row))
      : selected;
    const rows = clean(shown, step.folder, step.table, files);
    const name = `${step.folder}/${step.table}${personal.filter((ref) => ref.table === step.table).length > 1 || owned.filter((ref) => ref.table === step.table).length > 1 ? `.${step.column}` : ""}.json`;
    files[name] = json(rows);
    const progress = Math.min(95, 1 + Math.round(((index + 1) / steps.length) * 94));
    await updateExport(ctx.db, exportId, { progress });
  }
  const zip = zipSync(files, { level: 6, mtime: now });
  const fileName = `inteligram-meus-dados-${now.toISOString().slice(0, 10)}.zip`;
  await ctx.db.transaction(async (tx) => {
    // An account deleted while its export was being built takes the export with it: no e-mail then.
    if (!(await updateExport(tx, exportId, { status: "ready", progress: 100, file: zip, fileName, finishedAt: new Date() })))
      return;
    await queueLifecycleMail(ctx, person.email, `export-ready:${exportId}`, exportReadyMail(ctx, person.name), tx);
  });
}
