import type { Platform } from "@core/social/platforms";
import { ArrowLeft } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { PageIntro } from "~/components/page-intro";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { describeError } from "~/lib/api";
import { CollectionProgress } from "./collection-progress";
import { networkMessages } from "./network-messages";
import { readOAuthCallbackParams } from "./oauth-callback-params";
import { completeOAuth } from "~/lib/social-accounts-api";
import { useCollectionRun } from "./use-collection-run";

const setupPath = "/social-media-setup";

/**
 * docs/product/screens.md, docs/product/texts.md /auth/instagram/callback, and /auth/tiktok/callback the same way (decision 027's
 * checklist): an error parameter (a refused consent) or a missing code go back to
 * /social-media-setup with a message; a code is exchanged on the server (which checks the state),
 * the first collection is followed and the person lands on /dashboard. A failed exchange stays
 * here with the server's pt-BR reason (an expired or reused state, an expired code, the plan's
 * limit).
 */
export function NetworkCallback({ platform }: { platform: Platform }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const collection = useCollectionRun();
  const { track } = collection;
  const [failure, setFailure] = useState<string | null>(null);
  const messages = networkMessages(platform);
  // React StrictMode runs effects twice in development; a code can be exchanged only once.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const read = readOAuthCallbackParams(params, platform);
    if (read.kind === "error") {
      toast.error(read.message);
      void navigate(setupPath, { replace: true });
      return;
    }
    if (read.kind === "missing-code") {
      toast.error(messages.missingCode);
      void navigate(setupPath, { replace: true });
      return;
    }
    completeOAuth(platform, read.code, read.state).then(
      ({ account, run, alreadyConnected }) => {
        if (alreadyConnected) toast.info(messages.alreadyConnected(account.username));
        else toast.success(messages.connected);
        // The code is spent: a reload must not try it again.
        void navigate({ search: "" }, { replace: true });
        void track(run);
      },
      (error: unknown) => {
        toast.error(messages.callbackFailureTitle, { description: messages.callbackFailure });
        setFailure(describeError(error, messages.callbackFailure));
      },
    );
  }, [navigate, params, track, platform, messages]);

  return (
    <PageIntro title={messages.callbackTitle}>
      <div className="mt-8 grid max-w-2xl gap-4">
        {failure ? (
          <>
            <Alert variant="destructive">
              <AlertTitle>{messages.callbackFailureTitle}</AlertTitle>
              <AlertDescription>
                <p>{failure}</p>
              </AlertDescription>
            </Alert>
            <div>
              <Button asChild variant="outline">
                <Link to={setupPath}>
                  <ArrowLeft aria-hidden="true" />
                  {messages.backToSetup}
                </Link>
              </Button>
            </div>
          </>
        ) : collection.state.phase === "idle" ? (
          <div role="status" className="flex items-center gap-3 text-muted-foreground">
            <span
              aria-hidden="true"
              className="size-6 animate-spin rounded-full border-4 border-primary/20 border-t-primary motion-reduce:animate-none"
            />
            {messages.waiting}
          </div>
        ) : (
          <>
            <CollectionProgress state={collection.state} />
            {collection.state.phase === "failed" || collection.state.phase === "timed-out" ? (
              <div className="flex flex-wrap gap-3">
                <Button asChild>
                  <Link to="/dashboard">Ir para o dashboard</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={setupPath}>Ver contas conectadas</Link>
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </PageIntro>
  );
}
