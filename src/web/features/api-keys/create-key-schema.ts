import { apiKeyNameSchema } from "@core/public-api/api-keys-responses";
import { z } from "zod";

// The new key form's check, loaded with its first check (api-keys-page.tsx): the server's rules
// for a key's name.
export const createKeySchema = z.object({ name: apiKeyNameSchema });
