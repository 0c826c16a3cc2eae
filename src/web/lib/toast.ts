// The toaster (sonner, ~10 KB gzip) loads when a page asks for it instead of with every page:
// the app's routes on mount, the public pages with their first toast (components/ui/toaster.tsx).

export type ToastMessage = { title: string; description?: string };
type ToastKind = "success" | "error" | "info";

let toasterRequested = false;
const listeners = new Set<() => void>();

/** Asks the app's toaster outlet to mount; it stays mounted from then on. */
export function requestToaster(): void {
  if (toasterRequested) return;
  toasterRequested = true;
  for (const listener of listeners) listener();
}

export function isToasterRequested(): boolean {
  return toasterRequested;
}

export function subscribeToToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast (docs/product/texts.md: title / text). Sonner shows toasts fired before its outlet mounted. */
export async function showToast(kind: ToastKind, message: ToastMessage): Promise<void> {
  requestToaster();
  const { toast } = await import("sonner");
  toast[kind](message.title, { description: message.description });
}
