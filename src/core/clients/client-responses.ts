import { z } from "zod";
import { periodPresets } from "../analytics/period";
import { entityIdSchema, instantSchema } from "../http/response-formats";
import { platformSchema } from "../social/platforms";
import { clientCadences, clientMessages, clientNameMaxLength, lastScheduleMonthDay, reportLinkMaxDays } from "./client-rules";

// The clients API's answers and bodies (src/server/features/clients/clients.routes.ts), shared
// by the server's routes and the web client that parses them.

const namedProfileSchema = z.object({ id: entityIdSchema, username: z.string(), platform: platformSchema });

export const clientScheduleSchema = z.object({
  /** null: no scheduled e-mail. */
  cadence: z.enum(clientCadences).nullable(),
  /** Weekly: 0 (Sunday) to 6. */
  weekday: z.number().int().min(0).max(6).nullable(),
  /** Monthly: 1 to 28. */
  monthDay: z.number().int().min(1).max(lastScheduleMonthDay).nullable(),
  attachPdf: z.boolean(),
  paused: z.boolean(),
  /** no_accounts: paused by the schedule itself when the client had no account left (the owner was told). */
  pausedReason: z.enum(["manual", "no_accounts"]).nullable(),
  /** "Toda quarta-feira", "Todo dia 5"; null without a schedule. */
  description: z.string().nullable(),
  /** The next São Paulo day it sends on; null without a schedule or while paused. */
  nextSendDay: z.string().nullable(),
});

export const clientSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  /** The client's own accounts on both networks, in the one order of accounts. */
  accounts: z.array(namedProfileSchema),
  competitors: z.array(namedProfileSchema),
  /** Who receives the scheduled report (at most 10); unsubscribed or bounced ones are sent nothing. */
  recipients: z.array(z.object({ email: z.string(), status: z.enum(["active", "unsubscribed", "bounced"]) })),
  /** White-label: `available` on Pro only. */
  branding: z.object({ available: z.boolean(), color: z.string().nullable(), hasLogo: z.boolean() }),
  schedule: clientScheduleSchema,
  createdAt: instantSchema,
});
export type Client = z.infer<typeof clientSchema>;

/** GET /api/clients */
export const clientListSchema = z.object({
  /** Whether the workspace shows the word "Clientes" (a client exists, or a network has more than one account). */
  usesClients: z.boolean(),
  /** Whether this person creates, changes and deletes clients (owner or admin). */
  canManage: z.boolean(),
  /** Whether this person creates and revokes links (an editor or above). */
  canShare: z.boolean(),
  limit: z.object({ used: z.number().int(), max: z.number().int(), fullMessage: z.string().nullable() }),
  /** The cadences the plan may schedule. */
  cadences: z.array(z.enum(clientCadences)),
  clients: z.array(clientSchema),
});
export type ClientList = z.infer<typeof clientListSchema>;

export const clientDeliverySchema = z.object({
  email: z.string(),
  period: z.object({ from: z.string(), to: z.string() }),
  status: z.enum(["pending", "sent", "failed", "cancelled"]),
  error: z.string().nullable(),
  sentAt: instantSchema.nullable(),
});

/** GET /api/clients/{id}: the client, its links and its latest e-mails. */
export const clientDetailSchema = clientSchema.extend({
  links: z.array(
    z.object({
      id: entityIdSchema,
      period: z.object({ preset: z.string(), from: z.string(), to: z.string() }),
      source: z.enum(["manual", "scheduled"]),
      status: z.enum(["active", "expired", "revoked"]),
      createdAt: instantSchema,
      expiresAt: instantSchema,
      revokedAt: instantSchema.nullable(),
      /** Times the link was opened. */
      openCount: z.number().int(),
      lastOpenedAt: instantSchema.nullable(),
    }),
  ),
  deliveries: z.array(clientDeliverySchema),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;
export type ClientLink = ClientDetail["links"][number];

/** POST /api/clients/{id}/links: the link's address, shown once (only its hash is kept). */
export const createdLinkSchema = z.object({ id: entityIdSchema, url: z.string(), expiresAt: instantSchema });

const idsSchema = (message: string) => z.array(z.uuid({ error: message }), { error: message }).max(100);

export const clientNameSchema = z
  .string({ error: clientMessages.nameRequired })
  .trim()
  .min(1, { error: clientMessages.nameRequired })
  .max(clientNameMaxLength, { error: clientMessages.nameTooLong });

/** POST /api/clients */
export const clientInputSchema = z.object({
  name: clientNameSchema,
  accountIds: idsSchema("Conta inválida.").optional(),
  competitorIds: idsSchema("Concorrente inválido.").optional(),
});

/** PATCH /api/clients/{id}: what is given replaces what was saved. */
export const clientChangeSchema = z.object({
  name: clientNameSchema.optional(),
  accountIds: idsSchema("Conta inválida.").optional(),
  competitorIds: idsSchema("Concorrente inválido.").optional(),
  // Checked one by one in the service (each problem in pt-BR, at most 10).
  recipients: z
    .array(z.string({ error: "E-mail inválido." }).max(320, { error: "E-mail inválido." }), {
      error: "Lista de e-mails inválida.",
    })
    .max(50)
    .optional(),
  schedule: z
    .object({
      cadence: z.enum(clientCadences, { error: "Frequência inválida." }).nullable(),
      weekday: z
        .number({ error: clientMessages.weekdayRequired })
        .int()
        .min(0, { error: clientMessages.weekdayRequired })
        .max(6, { error: clientMessages.weekdayRequired })
        .nullable()
        .optional(),
      monthDay: z
        .number({ error: clientMessages.monthDayRequired })
        .int()
        .min(1, { error: clientMessages.monthDayRequired })
        .max(lastScheduleMonthDay, { error: clientMessages.monthDayRequired })
        .nullable()
        .optional(),
      attachPdf: z.boolean().optional(),
      paused: z.boolean().optional(),
    })
    .optional(),
});
export type ClientChange = z.infer<typeof clientChangeSchema>;

/** The period a report, an export or a link covers (the dashboard's presets). */
export const clientPeriodSchema = z.object({
  period: z.enum(periodPresets, { error: "Período inválido." }).default("last_month"),
  from: z.string().max(10).optional(),
  to: z.string().max(10).optional(),
});

/** POST /api/clients/{id}/links */
export const linkInputSchema = clientPeriodSchema.extend({
  days: z
    .number({ error: clientMessages.linkDays })
    .int({ error: clientMessages.linkDays })
    .min(1, { error: clientMessages.linkDays })
    .max(reportLinkMaxDays, { error: clientMessages.linkDays })
    .optional(),
});

/** POST /api/clients/{id}/send-now */
export const clientSendResultSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  queued: z.number().int(),
  alreadySent: z.number().int(),
  suppressed: z.number().int(),
});
