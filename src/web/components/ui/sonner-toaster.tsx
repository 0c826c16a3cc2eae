import type * as React from "react";
import { Toaster as Sonner } from "sonner";

/** The sonner outlet, loaded on demand by `Toaster` (./toaster.tsx). */
export default function SonnerToaster(props: React.ComponentProps<typeof Sonner>) {
  return (
    <Sonner
      theme="light"
      position="top-right"
      // Below the 64 px header, so a toast never covers the account menu or the bell.
      offset={{ top: 80 }}
      mobileOffset={{ top: 72 }}
      richColors
      closeButton
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: "Fechar notificação" }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          // Darker text than sonner's rich colours, which fall under WCAG AA contrast (4.5:1).
          "--success-text": "#166534",
          "--error-text": "#991b1b",
          "--warning-text": "#92400e",
          "--info-text": "#1e40af",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}
