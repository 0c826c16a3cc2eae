import { z } from "zod";
import { workspaceRoles } from "../team/roles";
import { entityIdSchema, instantSchema } from "../http/response-formats";

// The "Meus dados" and dunning API's answers, shared by the server's routes and the web app.

export const standingSchema = z.union([
  z.object({ state: z.literal("ok") }),
  z.object({
    state: z.enum(["past_due", "suspended"]),
    overdueDays: z.number().int(),
    suspendsOn: z.string(),
    deletesOn: z.string(),
    canUpdatePayment: z.boolean(),
  }),
]);
export type Standing = z.infer<typeof standingSchema>;

export const dataExportSchema = z.object({
  export: z
    .object({
      id: entityIdSchema,
      status: z.enum(["queued", "running", "ready", "failed"]),
      progress: z.number().int(),
      createdAt: instantSchema,
      finishedAt: instantSchema.nullable(),
      downloadUrl: z.string().nullable(),
    })
    .nullable(),
});
export type DataExportView = z.infer<typeof dataExportSchema>;

export const consentsSchema = z.object({
  consents: z.array(
    z.object({ kind: z.enum(["terms", "cookies"]), choice: z.string(), version: z.string(), createdAt: instantSchema }),
  ),
});
export type ConsentsView = z.infer<typeof consentsSchema>;

export const deletionPreviewSchema = z.object({
  email: z.string(),
  workspaces: z.array(
    z.object({
      id: entityIdSchema,
      name: z.string(),
      role: z.enum(workspaceRoles),
      otherMembers: z.number().int(),
      deletedWithAccount: z.boolean(),
    }),
  ),
});
export type DeletionPreview = z.infer<typeof deletionPreviewSchema>;
