import { z } from "zod";

// Zod's own messages (a schema without a custom message) in Brazilian Portuguese. Zod 4 ships
// both `pt` (European) and `ptBR`; ours is the Brazilian one ("arquivo", "registro").
// Call once at start-up of each bundle (browser entry, server main); it sets a global.
export function configureZodPortuguese(): void {
  z.config(z.locales.ptBR());
}
