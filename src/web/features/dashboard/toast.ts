import { showToast } from "~/lib/toast";

// sonner's `toast` calls as the dashboard makes them, through ~/lib/toast: sonner (~10 KB gzip)
// then loads with the first toast instead of with the page (docs/decisions/021).
const show = (kind: "success" | "error" | "info") => (title: string, options?: { description?: string }) =>
  void showToast(kind, { title, description: options?.description });

export const toast = { success: show("success"), error: show("error"), info: show("info") };
