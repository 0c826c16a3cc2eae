import { LoaderCircle } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/cn";
import { Button, type ButtonProps } from "./button";

type PendingButtonProps = Omit<ButtonProps, "asChild"> & { pending: boolean; pendingLabel: string; children: React.ReactNode };

/**
 * A button whose action may be under way: while `pending` it says so ("Gerando...", busy) and
 * refuses to be pressed again, but stays enabled (aria-disabled, not disabled): a disabled button
 * drops the keyboard's focus, and the next Tab starts again from the top of the page. Refusing
 * the click also keeps a submit button's form from being sent again (Enter in a field clicks it).
 */
export function PendingButton({ pending, pendingLabel, children, className, onClick, ...props }: PendingButtonProps) {
  return (
    <Button
      {...props}
      aria-disabled={pending || props["aria-disabled"] || undefined}
      aria-busy={pending || undefined}
      className={cn("aria-disabled:cursor-not-allowed aria-disabled:opacity-50", className)}
      onClick={(event) => {
        if (pending) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
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

/** A form's submit button: busy and refusing a second submit while the form is being sent (PendingButton). */
export function SubmitButton(props: Omit<PendingButtonProps, "type">) {
  return <PendingButton {...props} type="submit" />;
}
