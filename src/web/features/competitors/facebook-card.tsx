import { Loader2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { describeError } from "~/lib/api";
import { FacebookPageChoice } from "~/components/facebook-page-choice";
import { goToFacebookConnect, useDisconnectFacebook, useFacebookConnection } from "~/lib/facebook-connection";

/**
 * "Conectar com o Facebook": the official source for competitors (Graph business_discovery, served
 * only through Facebook Login). Without it, competitors come from the public-profile source.
 */
export function FacebookCard() {
  const connection = useFacebookConnection();
  const disconnect = useDisconnectFacebook();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const data = connection.data;
  if (!data || !data.available) return null;

  async function connect() {
    setStarting(true);
    setError(null);
    try {
      await goToFacebookConnect("/concorrentes");
    } catch (caught) {
      setError(describeError(caught));
      setStarting(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex flex-wrap items-center gap-2">
          Fonte oficial: Facebook
          {data.sandbox ? <Badge variant="warning">Ambiente de testes</Badge> : null}
        </CardTitle>
        <CardDescription>
          Com o Login do Facebook para Empresas, os concorrentes que são contas comerciais ou de criador são lidos pela API
          oficial da Meta, pela conta profissional do Instagram vinculada à sua página. Essa conta também passa a ser uma das suas
          contas, com alcance e visualizações.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {error ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
        {data.status === "active" ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm" data-testid="facebook-status">
              Conectado pela página <strong>{data.pageName}</strong> (@{data.igUsername}).
            </p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void disconnect.mutateAsync().then(() => toast.success("Facebook desconectado."))}
              disabled={disconnect.isPending}
            >
              Desconectar
            </Button>
          </div>
        ) : data.status === "choosing" ? (
          <FacebookPageChoice pages={data.pages} />
        ) : (
          <>
            {data.status === "reconnect_needed" ? (
              <Alert variant="warning" data-testid="facebook-status">
                <AlertDescription>
                  A conexão com o Facebook (página {data.pageName}) expirou. Conecte novamente para voltar a ler os concorrentes
                  pela API oficial e a coletar @{data.igUsername}.
                </AlertDescription>
              </Alert>
            ) : null}
            <Button onClick={() => void connect()} disabled={starting} className="w-fit">
              {starting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {data.status === "reconnect_needed" ? "Reconectar com o Facebook" : "Conectar com o Facebook"}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
