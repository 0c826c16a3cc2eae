import type * as React from "react";
import { cn } from "~/lib/cn";

/** Decorative loading placeholder; pair it with a visible or sr-only "Carregando..." where it replaces content. */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="skeleton" aria-hidden="true" className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />
  );
}
