import { z } from "zod";
import { workspaceRoles } from "../team/roles";
import { entityIdSchema, instantSchema } from "../http/response-formats";

// The reports API's answers (src/server/features/reports/reports.routes.ts), shared by the
// server's routes and the web client that parses them.

export const reportSchema = z.object({
  id: entityIdSchema,
  accountId: entityIdSchema,
  username: z.string(),
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
  accounts: z.array(z.object({ id: entityIdSchema, username: z.string(), selected: z.boolean() })),
  recipients: z.array(
    z.object({ userId: z.string(), name: z.string(), email: z.string(), role: z.enum(workspaceRoles), enabled: z.boolean() }),
  ),
  /** White-label: `available` on Pro only. */
  branding: z.object({ available: z.boolean(), color: z.string().nullable(), hasLogo: z.boolean() }),
});
export type ReportSettings = z.infer<typeof reportSettingsSchema>;
