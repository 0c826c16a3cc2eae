import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

// Every react-hook-form form in the browser validates through this module, so zod's own messages
// (a check without a message of ours: too short, wrong type) are pt-BR there as on the server.
// zod, the resolver and the form's schema load with the form's first check, not with the page
// (decision 007; decision 032: zod's module evaluation was most of a page's long tasks): a form
// names its schema by a function that imports it, and the locale is set at that moment.

type SchemaLoader<Input extends FieldValues, Output> = () => Promise<z.ZodType<Output, Input>>;

/**
 * react-hook-form's zod resolver for the schema `load` imports, with zod's messages in pt-BR.
 * Everything loads on the first check (or sooner, through `preload`: a form's focus); a failed
 * load is tried again on the next check.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(load: SchemaLoader<Input, Output>) {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const ready = () =>
    (loading ??= Promise.all([import("@hookform/resolvers/zod"), import("@core/validation/zod-pt"), load()]).then(
      ([{ zodResolver }, { configureZodPortuguese }, schema]) => {
        configureZodPortuguese();
        return zodResolver(schema) as Resolver<Input, unknown, Output>;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await ready())(values, context, options);
  return { resolver, preload: () => void ready().catch(() => {}) };
}
