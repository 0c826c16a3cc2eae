import { platformLabels, postsNotAuthorizedMessages, type Platform } from "@core/social/platform-names";
import { RefreshCw, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { api, isApiError } from "~/lib/api";
import { toast } from "./toast";

// Checked by hand: zod stays out of the dashboard's first chunk.
const startSchema = {
  parse(value: unknown): { url: string } {
    const url = (value as { url?: unknown } | null)?.url;
    if (typeof url !== "string") throw new Error("Resposta inesperada do servidor.");
    return { url };
  },
};

/**
 * The account's connection lacks the permission to read its posts (TikTok's video.list, unticked
 * on the consent page; decision 029): said above the figures, with the network's login again.
 */
export function PostsNotAuthorizedAlert({ platform }: { platform: Platform }) {
  const [pending, setPending] = useState(false);
  const reconnect = async () => {
    setPending(true);
    try {
      const { url } = await api.post(`/api/networks/${platform}/oauth/start`, undefined, { schema: startSchema });
      window.location.assign(url);
    } catch (error) {
      setPending(false);
      toast.error(`Não foi possível reconectar o ${platformLabels[platform]}.`, { description: isApiError(error) ? error.message : undefined });
    }
  };
  return (
    <Alert variant="warning" role="status">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>{postsNotAuthorizedMessages[platform]}</AlertTitle>
      <AlertDescription>
        <p>O perfil e os números continuam sendo coletados, mas as publicações não. Reconecte autorizando a leitura dos vídeos.</p>
        <Button size="sm" variant="outline" onClick={() => void reconnect()} disabled={pending} aria-busy={pending} className="mt-1">
          <RefreshCw aria-hidden="true" />
          Reconectar o {platformLabels[platform]}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
