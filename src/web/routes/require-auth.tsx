import { useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { Skeleton } from "~/components/ui/skeleton";
import { useAuth } from "~/lib/auth";
import { loginPath } from "~/lib/auth-redirects";

/**
 * spec §6: the pages that need a signed-in person. Signed out, they go to /login and come back
 * here afterwards; while the session is being read, a placeholder rather than a flash of the page.
 */
export default function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  // Someone who signs out here (header "Sair", another tab) goes home, not to a login that returns here.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);

  if (loading) return <PagePlaceholder />;
  if (!user) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={wasSignedIn ? "/" : loginPath({ redirectTo: here })} replace />;
  }
  return <Outlet />;
}

function PagePlaceholder() {
  return (
    <div role="status" className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <span className="sr-only">Carregando...</span>
      <Skeleton className="h-10 w-72 max-w-full" />
      <Skeleton className="h-5 w-96 max-w-full" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    </div>
  );
}
