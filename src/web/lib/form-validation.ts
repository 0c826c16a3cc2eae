import { configureZodPortuguese } from "@core/validation/zod-pt";
import { zodResolver as hookFormZodResolver } from "@hookform/resolvers/zod";

// Every form in the browser validates through this module, so zod's own messages (a check
// without a message of ours: too short, wrong type) are pt-BR there as on the server. zod loads
// with a form's first validation, not with the page (decision 007): the locale is set here, at
// that moment, rather than in the browser entry.

/** react-hook-form's zod resolver, with zod's messages in pt-BR. */
export const zodResolver = ((...args: Parameters<typeof hookFormZodResolver>) => {
  configureZodPortuguese();
  return hookFormZodResolver(...args);
}) as typeof hookFormZodResolver;
