import { LoaderCircle } from "lucide-react";
import type * as React from "react";
import { Button, type ButtonProps } from "./button";

/** A form's submit button: disabled and marked busy while the form is being sent. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  ...props
}: Omit<ButtonProps, "type" | "asChild"> & { pending: boolean; pendingLabel: string; children: React.ReactNode }) {
  return (
    <Button {...props} type="submit" disabled={pending || props.disabled} aria-busy={pending || undefined}>
      {pending ? (
        <>
          <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
