import { z } from "zod";
import { workspaceRoles } from "../team/roles";
import { entityIdSchema, instantSchema } from "../http/response-formats";
import { platformSchema } from "../social/platforms";
import { reportSectionChoices } from "./report-sections";

// The reports API's answers (src/server/features/reports/reports.routes.ts), shared by the
// server's routes and the web client that parses them.

export const reportSchema = z.object({
  id: entityIdSchema,
  accountId: entityIdSchema,
  username: z.string(),
  platform: platformSchema,
  requestedBy: z.string().nullable(),
  trigger: z.enum(["manual", "scheduled"]),
  period: z.object({ preset: z.string(), from: z.string(), to: z.string() }),
  status: z.enum(["queued", "running", "done", "failed"]),
  /** 0-100 while the job runs. */
  progress: z.number().int(),
  fileName: z.string(),
  sizeBytes: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: instantSchema,
  finishedAt: instantSchema.nullable(),
  /** Whether the person asking may delete it: the workspace's owner or who asked for the report. */
  canDelete: z.boolean(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportListSchema = z.object({ reports: z.array(reportSchema) });

export const reportSettingsSchema = z.object({
  cadence: z.enum(["monthly", "weekly", "daily"]),
  cadenceLabel: z.string(),
  paused: z.boolean(),
  /** Only the owner changes the pause, the accounts and the others' e-mails. */
  canManage: z.boolean(),
  accounts: z.array(z.object({ id: entityIdSchema, username: z.string(), platform: platformSchema, selected: z.boolean() })),
  recipients: z.array(
    z.object({ userId: z.string(), name: z.string(), email: z.string(), role: z.enum(workspaceRoles), enabled: z.boolean() }),
  ),
  /** White-label: `available` on Pro only. */
  branding: z.object({ available: z.boolean(), color: z.string().nullable(), hasLogo: z.boolean() }),
  /** Addresses outside the workspace (at most 10); unsubscribed or bounced ones are sent nothing. */
  outsideRecipients: z.array(
    z.object({ email: z.string(), status: z.enum(["active", "unsubscribed", "bounced"]), since: instantSchema.nullable() }),
  ),
  /** The report's chosen sections and the analyst's note (the schedule's and /relatorios' PDFs). */
  sections: z.array(z.enum(reportSectionChoices)),
  note: z.string().nullable(),
  /** The period "Enviar agora" and "Enviar teste para mim" send: the cadence's last whole one. */
  sendPeriod: z.object({ from: z.string(), to: z.string() }),
  /** The latest scheduled e-mails, newest first. */
  deliveries: z.array(
    z.object({
      recipient: z.string(),
      outside: z.boolean(),
      username: z.string(),
      platform: platformSchema,
      period: z.object({ from: z.string(), to: z.string() }),
      status: z.enum(["pending", "sent", "failed", "cancelled"]),
      error: z.string().nullable(),
      sentAt: instantSchema.nullable(),
    }),
  ),
});
export type ReportSettings = z.infer<typeof reportSettingsSchema>;

/** POST /api/report-settings/send-now and /send-test. */
export const reportSendResultSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  /** E-mails queued now. */
  queued: z.number().int(),
  /** Recipient and account pairs that already had this period's e-mail (never sent twice). */
  alreadySent: z.number().int(),
  /** Addresses skipped because they unsubscribed or bounced. */
  suppressed: z.number().int(),
});
export type ReportSendResult = z.infer<typeof reportSendResultSchema>;

/** PUT …/color (the workspace's report, a client's): the brand colour, or null for Inteligram's. */
export const brandColorBodySchema = z.object({
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: "Use uma cor no formato #RRGGBB." })
    .nullable(),
});
