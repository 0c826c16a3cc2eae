import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * Page title block: the page's single h1, an optional lead paragraph, then the page body.
 * `wide` gives a page with wide tables the larger width.
 */
export function PageIntro({
  title,
  description,
  wide = false,
  children,
  className,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  wide?: boolean;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto w-full px-4 py-12 sm:px-6 lg:px-8 lg:py-16", wide ? "max-w-7xl" : "max-w-6xl", className)}>
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {description ? <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{description}</p> : null}
      {children}
    </div>
  );
}
