import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { describeError } from "~/lib/api";
import { FacebookPageChoice } from "~/components/facebook-page-choice";
import { goToFacebookConnect, useFacebookConnection } from "~/lib/facebook-connection";

/** Starts the Facebook login from the setup page: `pending` until the browser leaves, a toast if it cannot. */
export function useStartFacebookConnect() {
  const [pending, setPending] = useState(false);
  async function start() {
    setPending(true);
    try {
      await goToFacebookConnect("/social-media-setup");
    } catch (error) {
      toast.error("Não foi possível conectar com o Facebook.", { description: describeError(error) });
      setPending(false);
    }
  }
  return { pending, start };
}

/**
 * "Conectar com o Facebook" beside "Entrar com o Instagram" (docs/decisions/022): Facebook Login
 * for Business, the Page linked to the Instagram professional account chosen by the person; that
 * account becomes one of the workspace's accounts. Hidden where Facebook Login is unavailable.
 */
export function ConnectWithFacebookButton() {
  const connection = useFacebookConnection();
  const { pending, start } = useStartFacebookConnect();
  const data = connection.data;
  if (!data?.available) return null;

  return (
    <Button variant="outline" onClick={() => void start()} disabled={pending} aria-busy={pending || undefined}>
      {pending ? <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : <FacebookMark />}
      {data.status === "reconnect_needed" ? "Reconectar com o Facebook" : "Conectar com o Facebook"}
    </Button>
  );
}

/** What the Facebook entry adds below the buttons: the sandbox label and, after the login, the Page choice. */
export function ConnectWithFacebookDetails() {
  const { data } = useFacebookConnection();
  if (!data?.available) return null;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Pelo Facebook, você escolhe a página vinculada à conta profissional do Instagram; essa conta também passa a ler os seus
        concorrentes pela API oficial da Meta. {data.sandbox ? <Badge variant="warning">Ambiente de testes</Badge> : null}
      </p>
      {data.status === "choosing" ? <FacebookPageChoice pages={data.pages} /> : null}
    </div>
  );
}

function FacebookMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
      <path d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07" />
    </svg>
  );
}
