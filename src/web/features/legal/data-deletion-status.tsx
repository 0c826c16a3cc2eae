import { lazy, Suspense, useSyncExternalStore } from "react";

// The request and the date formatting load only when the page was opened with a code.
const DataDeletionStatusCard = lazy(() => import("./data-deletion-status-card"));

/**
 * On /privacidade?exclusao=<code> (the link Meta gives after a data-deletion request), the
 * status of that request. The prerendered page has no code; hydration starts without it too.
 */
export function DataDeletionStatus() {
  const code = useSyncExternalStore(subscribeToNothing, readCodeFromAddress, () => undefined);
  if (!code) return null;
  return (
    <Suspense fallback={<p role="status">Consultando o pedido de exclusão…</p>}>
      <DataDeletionStatusCard key={code} code={code} />
    </Suspense>
  );
}

// The code arrives with the page's address and does not change while it is open.
const subscribeToNothing = () => () => {};
const readCodeFromAddress = () => new URLSearchParams(window.location.search).get("exclusao")?.trim() || undefined;
