import { emailSchema } from "@core/validation/email";
import { z } from "zod";
import { teamMessages } from "./team-messages";

// The invite form's check, loaded with its first check (invite-form.tsx): the same e-mail rules
// and message the server applies (src/core/validation/email.ts).
export const inviteSchema = z.object({ email: z.string().trim().min(1, teamMessages.inviteRequired).pipe(emailSchema) });
