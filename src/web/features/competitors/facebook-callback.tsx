import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { PageIntro } from "~/components/page-intro";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { describeError } from "~/lib/api";
import { competitorsQueryKey } from "~/lib/competitors-list";
import { completeFacebookConnect, takeFacebookReturnPath } from "~/lib/facebook-connection";
import { accountsQueryKey } from "~/lib/social-accounts-api";

export const facebookCallbackTitle = "Conectando com o Facebook...";

/**
 * /auth/facebook/callback: the code is exchanged on the server (which checks the state), then back
 * to the page the connect started from (/concorrentes or /social-media-setup), where the Page is
 * chosen when there are several.
 */
export function FacebookCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const handled = useRef(false);
  const [returnTo] = useState(takeFacebookReturnPath);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const code = params.get("code");
    const state = params.get("state");
    if (params.get("error") || !code || !state) {
      toast.error("A conexão com o Facebook foi cancelada.");
      void navigate(returnTo, { replace: true });
      return;
    }
    completeFacebookConnect(code, state).then(
      async (connection) => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: competitorsQueryKey }),
          queryClient.invalidateQueries({ queryKey: [accountsQueryKey[0]] }),
        ]);
        toast.success(connection.status === "active" ? "Facebook conectado." : "Autorização recebida. Escolha a página.", {
          description:
            connection.status === "active" ? `A conta @${connection.igUsername} está entre as suas contas.` : undefined,
        });
        void navigate(returnTo, { replace: true });
      },
      (error: unknown) => setFailure(describeError(error)),
    );
  }, [navigate, params, queryClient, returnTo]);

  return (
    <PageIntro title={facebookCallbackTitle}>
      <div className="mt-8 grid max-w-2xl gap-4">
        {failure ? (
          <>
            <Alert variant="destructive">
              <AlertTitle>Não foi possível conectar com o Facebook.</AlertTitle>
              <AlertDescription>
                <p>{failure}</p>
              </AlertDescription>
            </Alert>
            <div>
              <Button asChild variant="outline">
                <Link to={returnTo}>{returnTo === "/concorrentes" ? "Voltar para Concorrentes" : "Voltar para as contas"}</Link>
              </Button>
            </div>
          </>
        ) : (
          <p role="status" className="text-muted-foreground">
            Aguarde enquanto confirmamos a autorização com o Facebook.
          </p>
        )}
      </div>
    </PageIntro>
  );
}
