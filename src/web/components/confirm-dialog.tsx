import { useState } from "react";
import type * as React from "react";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { describeError } from "~/lib/api";

/** A destructive action waiting for the person's confirmation. */
export type ConfirmRequest = {
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel?: string;
  /** Does the work; a rejection keeps the dialog open and shows the server's message in it. */
  run: () => Promise<unknown>;
  /** The button that asked; focus returns there, or to the fallback when the action removed it. */
  opener: HTMLElement | null;
};

/**
 * One confirmation dialog for a list's destructive actions. It lives beside the list, not in a
 * row: a removed row would take its dialog (and the focus) with it.
 */
export function ConfirmDialog({
  request,
  onClose,
  fallbackFocus,
}: {
  request: ConfirmRequest | null;
  onClose: () => void;
  fallbackFocus: React.RefObject<HTMLElement | null>;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The last request stays on screen while the dialog animates out.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) {
    setShown(request);
    setError(null);
  }

  async function confirm() {
    if (!request) return;
    setPending(true);
    setError(null);
    try {
      await request.run();
      onClose();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
    >
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const opener = shown?.opener;
          const target = opener?.isConnected ? opener : fallbackFocus.current;
          target?.focus();
        }}
      >
        {shown ? (
          <>
            <DialogHeader>
              <DialogTitle>{shown.title}</DialogTitle>
              <DialogDescription>{shown.description}</DialogDescription>
            </DialogHeader>
            {error ? (
              <Alert variant="destructive">
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            ) : null}
            <DialogFooter>
              <Button variant="outline" onClick={onClose} disabled={pending}>
                {shown.cancelLabel ?? "Cancelar"}
              </Button>
              <Button variant="destructive" onClick={() => void confirm()} disabled={pending} aria-busy={pending || undefined}>
                {pending ? shown.pendingLabel : shown.confirmLabel}
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
