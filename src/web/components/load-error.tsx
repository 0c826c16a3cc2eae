import { CircleAlert, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { describeError } from "~/lib/api";

type Props = {
  /** What could not be loaded: "Não foi possível carregar os relatórios". */
  title: string;
  /** The failed read's error: its pt-BR message is shown (describeError). */
  error: unknown;
  onRetry: () => void;
  /** The read runs again: the button waits for it. */
  retrying?: boolean;
  /** The text of docs/product/texts.md for this failure, shown instead of the error's message. */
  description?: string;
  /** Another way out instead of "Tentar novamente" (a plan to choose, another search). */
  action?: ReactNode;
  variant?: "destructive" | "warning";
  className?: string;
};

/** The one "could not load, try again" block of every page and section that reads the API. */
export function LoadError({
  title,
  error,
  onRetry,
  retrying = false,
  description,
  action,
  variant = "destructive",
  className,
}: Props) {
  return (
    <Alert variant={variant} className={className}>
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{description ?? describeError(error)}</p>
        {action ?? (
          <Button size="sm" variant="outline" className="mt-1" onClick={onRetry} disabled={retrying}>
            <RefreshCw aria-hidden="true" />
            Tentar novamente
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
