import type * as React from "react";
import { cn } from "~/lib/cn";

/** Page title block: the page's single h1, an optional lead paragraph, then the page body. */
export function PageIntro({
  title,
  description,
  children,
  className,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16", className)}>
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {description ? <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{description}</p> : null}
      {children}
    </div>
  );
}
