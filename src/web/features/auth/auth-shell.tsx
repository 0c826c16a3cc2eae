import type * as React from "react";
import { Logo } from "~/components/logo";
import { mainContentId, SkipLink } from "~/components/skip-link";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "~/components/ui/card";

/** The frame of the account screens (login, sign-up, password reset): outside the site layout (docs/product/screens.md). */
export function AuthShell({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-muted">
      <SkipLink />
      <header className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
        <Logo />
      </header>
      <main id={mainContentId} tabIndex={-1} className="flex flex-1 justify-center px-4 pt-6 pb-16 outline-none">
        <Card className="h-fit w-full max-w-md">
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
          {footer ? <CardFooter className="text-sm text-muted-foreground">{footer}</CardFooter> : null}
        </Card>
      </main>
    </div>
  );
}

export const textLinkClass =
  "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60";
