import { platformLabels, postsNotAuthorizedMessages, type Platform } from "@core/social/platform-names";
import { RefreshCw, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { describeError } from "~/lib/api";
import { startOAuth } from "~/lib/social-accounts-api";
import { toast } from "./toast";

/**
 * The account's connection lacks the permission to read its posts (TikTok's video.list, unticked
 * on the consent page; decision 029): said above the figures, with the network's login again.
 */
export function PostsNotAuthorizedAlert({ platform }: { platform: Platform }) {
  const [pending, setPending] = useState(false);
  const reconnect = async () => {
    setPending(true);
    try {
      // Its answer's schema (and zod) loads with the answer, not with the dashboard (decision 032).
      window.location.assign(await startOAuth(platform));
    } catch (error) {
      setPending(false);
      toast.error(`Não foi possível reconectar o ${platformLabels[platform]}.`, { description: describeError(error) });
    }
  };
  return (
    <Alert variant="warning" role="status">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>{postsNotAuthorizedMessages[platform]}</AlertTitle>
      <AlertDescription>
        <p>
          O perfil e os números continuam sendo coletados, mas as publicações não. Reconecte autorizando a leitura dos vídeos.
        </p>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void reconnect()}
          disabled={pending}
          aria-busy={pending}
          className="mt-1"
        >
          <RefreshCw aria-hidden="true" />
          Reconectar o {platformLabels[platform]}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
