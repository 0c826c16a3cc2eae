import { CircleAlert, CircleCheck, Clock, LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { cn } from "~/lib/cn";
import { formatElapsed } from "~/lib/collection-polling";
import { socialAccountsMessages } from "./social-accounts-messages";
import { type CollectionProgressState, isCollecting } from "./use-collection-run";

/**
 * Where a collection is followed. The phase sits in a live region that is always in the page (so
 * its changes are announced); the ticking elapsed time stays outside it, or it would be read every
 * second. A failure is an alert of its own.
 */
export function CollectionProgress({ state }: { state: CollectionProgressState }) {
  const active = isCollecting(state) || state.phase === "succeeded";
  return (
    <div className="grid gap-3">
      <div className={cn(active && "flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-card px-4 py-3 text-sm")}>
        <div role="status" className="flex items-center gap-3">
          {active ? <PhaseText state={state} /> : null}
          {state.phase === "timed-out" ? (
            <Alert variant="warning" role="presentation">
              <Clock aria-hidden="true" />
              <AlertTitle>Coleta em segundo plano</AlertTitle>
              <AlertDescription>
                <p>{state.message}</p>
              </AlertDescription>
            </Alert>
          ) : null}
        </div>
        {state.phase !== "idle" && isCollecting(state) ? <ElapsedTime startedAt={state.startedAt} /> : null}
        {state.phase !== "idle" && isCollecting(state) && state.slow ? (
          <p className="basis-full text-muted-foreground">{socialAccountsMessages.runSlow}</p>
        ) : null}
      </div>
      {state.phase === "failed" ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>A coleta não foi concluída</AlertTitle>
          <AlertDescription>
            <p>{state.message}</p>
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}

function PhaseText({ state }: { state: CollectionProgressState }) {
  if (state.phase === "succeeded") {
    return (
      <>
        <CircleCheck aria-hidden="true" className="size-5 text-success" />
        <span className="font-medium">{state.message}</span>
      </>
    );
  }
  return (
    <>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary motion-reduce:animate-none" />
      <span className="font-medium">
        {state.phase === "queued"
          ? socialAccountsMessages.runQueued
          : state.phase === "resuming"
            ? socialAccountsMessages.runResuming
            : socialAccountsMessages.runRunning}
      </span>
    </>
  );
}

function ElapsedTime({ startedAt }: { startedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return <p className="text-muted-foreground tabular-nums">Tempo decorrido: {formatElapsed(now - startedAt)}</p>;
}
