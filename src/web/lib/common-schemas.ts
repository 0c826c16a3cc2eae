import { z } from "zod";

// Answers several features share. The features' schema modules re-export them and load with
// their first answer from the network, not with the page (decision 032).

export const okSchema = z.object({ ok: z.literal(true) });

export const urlSchema = z.object({ url: z.string() });
