import { LoaderCircle, LogIn } from "lucide-react";
import { NetworkIcon } from "~/components/network-icon";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { networkMessages } from "./network-messages";
import { useStartOAuth } from "./use-start-oauth";

/**
 * "Conectar TikTok" (decision 029): TikTok's Login Kit, or its local consent page when the app has
 * no TikTok keys. TikTok has no connect by username: its accounts are read with their owner's
 * authorization.
 */
export function ConnectTikTokCard() {
  const oauth = useStartOAuth("tiktok");
  const { connectAction } = networkMessages("tiktok");
  return (
    <Card className="gap-4">
      <CardHeader>
        <h2 className="flex items-center gap-3 text-lg font-semibold">
          <span className="flex size-9 items-center justify-center rounded-full bg-primary/10 text-primary">
            <NetworkIcon platform="tiktok" labelHidden />
          </span>
          {connectAction}
        </h2>
      </CardHeader>
      <CardContent className="grid gap-3 md:max-w-2xl">
        <p className="text-sm text-muted-foreground">
          Entre com a sua conta do TikTok e autorize a leitura do perfil, dos números e dos vídeos públicos. Os dados aparecem no
          dashboard ao lado dos do Instagram.
        </p>
        <div>
          <Button variant="outline" onClick={oauth.start} disabled={oauth.pending} aria-busy={oauth.pending || undefined}>
            {oauth.pending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            ) : (
              <LogIn aria-hidden="true" />
            )}
            {connectAction}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
