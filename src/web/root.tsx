import { lazy, type ReactNode, Suspense } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { Button } from "~/components/ui/button";
import { Toaster } from "~/components/ui/toaster";
import { AuthProvider } from "~/lib/auth";
import { pageMeta } from "~/lib/meta";
import appCss from "./app.css?url";

// Zod compiles object schemas with `new Function` unless told not to, and probes for it first:
// under the Content-Security-Policy (no 'unsafe-eval', docs/decisions/025) that probe is a
// reported violation even though zod catches it. Zod reads this global when it loads, or later
// on its first parse; set here, without importing zod into every page's first scripts.
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodConfig.__zod_globalConfig ??= {}).jitless = true;

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export const meta: Route.MetaFunction = () => pageMeta(null);

/** The HTML document around every render: the app, the hydrate fallback and the error screen. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    // The build puts a script first in the head (addStoredChoiceScript in ~/lib/cookie-consent)
    // that may mark <html data-cookie-choice> before React hydrates it.
    <html lang="pt-BR" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6d28d9" />
        {/* A stylesheet with a precedence is a resource React puts ahead of the module preloads:
            the browser asks for the CSS, all the first paint needs, before the scripts (decision 021). */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// The consent banner's logic loads after the page (it decides on stored choices, and nothing
// non-essential runs before consent anyway), off the JavaScript every page needs first. Its
// first-visit banner is in every prerendered page's HTML all the same (cookie-consent.tsx).
const CookieConsent = lazy(() => import("~/components/cookie-consent").then((module) => ({ default: module.CookieConsent })));

// TanStack Query is provided by routes/app-data-layout.tsx around the routes that use it, not
// here: on every page it would cost the landing page 8 KB of its 120 KB JS budget. The auth
// context is plain React state for the same reason.
export default function App() {
  return (
    <AuthProvider>
      <Outlet />
      <Toaster />
      <Suspense fallback={null}>
        <CookieConsent />
      </Suspense>
    </AuthProvider>
  );
}

/** Shown by the SPA fallback (client-rendered routes) until the route modules load. */
export function HydrateFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-primary/20 border-t-primary motion-reduce:animate-none"
      />
      <span className="sr-only">Carregando...</span>
    </div>
  );
}

// docs/product/screens.md: the generic router error screen.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main id="conteudo" className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col justify-center gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Unexpected Application Error!</h1>
      <p className="text-lg text-muted-foreground">{describeError(error)}</p>
      {stack ? <pre className="overflow-x-auto rounded-md bg-muted p-4 text-xs">{stack}</pre> : null}
      <div>
        {/* A full page load: the app state that failed is not reused. */}
        <Button asChild variant="outline">
          <a href="/">Voltar ao início</a>
        </Button>
      </div>
    </main>
  );
}

function describeError(error: unknown) {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  return "Erro desconhecido";
}
