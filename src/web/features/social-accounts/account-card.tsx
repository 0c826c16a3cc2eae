import { formatDate } from "@core/format/format-date";
import { formatCompactNumber } from "@core/format/format-number";
import { formatAccountLabel } from "@core/social/account-label";
import { platformLabels, postsNotAuthorizedMessages, type Platform } from "@core/social/platform-names";
import { NetworkIcon } from "~/components/network-icon";
import { Check, RefreshCw, TriangleAlert, Unplug } from "lucide-react";
import { useRef, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Avatar, AvatarFallback, AvatarImage } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardFooter } from "~/components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { SubmitButton } from "~/components/ui/submit-button";
import { useStartFacebookConnect } from "./connect-with-facebook";
import type { SocialAccount } from "~/lib/social-accounts-api";
import { useSelectAccount } from "~/lib/use-social-accounts";
import { useDisconnectAccount } from "./use-account-actions";
import { useStartOAuth } from "./use-start-oauth";
import { useMayEdit } from "~/lib/workspace-role";

/**
 * One connected account (docs/product/screens.md): labelled 'Manual' or by its OAuth origin, demo data marked,
 * 'Reconexão necessária' when its token could not be refreshed (docs/product/networks.md).
 */
export function AccountCard({
  account,
  current,
  canSwitch,
}: {
  account: SocialAccount;
  /** The account this person's dashboard shows (their own choice). */
  current: boolean;
  /** docs/product/screens.md: switching is offered with 2 or more accounts. */
  canSwitch: boolean;
}) {
  const select = useSelectAccount();
  const mayEdit = useMayEdit();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `conta-${account.id}`;
  const name = account.displayName && account.displayName !== account.username ? account.displayName : null;

  return (
    <Card className="h-full gap-4">
      <CardContent className="flex items-start gap-4">
        <Avatar className="size-14">
          {account.avatarUrl ? <AvatarImage src={account.avatarUrl} alt="" /> : null}
          <AvatarFallback className="text-lg">{account.username.slice(0, 1).toUpperCase()}</AvatarFallback>
        </Avatar>
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id={headingId} ref={heading} tabIndex={-1} className="truncate text-lg font-semibold outline-none">
            @{account.username}
          </h3>
          {name ? <p className="truncate text-sm text-muted-foreground">{name}</p> : null}
          <p className="text-sm">
            {account.followersCount === null ? (
              <span className="text-muted-foreground">Seguidores: aguardando a primeira coleta</span>
            ) : (
              <>
                <strong className="font-semibold">{formatCompactNumber(account.followersCount)}</strong> seguidores
              </>
            )}
          </p>
          <div className="flex flex-wrap gap-2 pt-1">
            <Badge variant="outline">
              <NetworkIcon platform={account.platform} />
            </Badge>
            {/* An OAuth account is connected by its network's own login: its network badge says it. */}
            {account.connectionType === "oauth" ? null : (
              <Badge variant="secondary">{connectionLabels[account.connectionType]}</Badge>
            )}
            {account.dataSource === "demo" ? <Badge variant="warning">Dados de demonstração</Badge> : null}
            {current ? (
              <Badge variant="success">
                <Check aria-hidden="true" />
                Perfil atual
              </Badge>
            ) : null}
          </div>
        </div>
      </CardContent>
      {account.needsReconnect ? (
        <CardContent>
          {account.connectionType === "facebook" ? <FacebookReconnectAlert /> : <ReconnectAlert platform={account.platform} />}
        </CardContent>
      ) : account.connectionEndsAt ? (
        <CardContent>
          <FacebookEndingAlert endsAt={account.connectionEndsAt} />
        </CardContent>
      ) : account.postsNotAuthorized ? (
        <CardContent>
          <PostsNotAuthorizedAlert platform={account.platform} />
        </CardContent>
      ) : account.commentsMissingPermission ? (
        <CardContent>
          <Alert variant="warning">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>Comentários não autorizados</AlertTitle>
            <AlertDescription>
              <p>
                A conexão desta conta não autorizou a leitura dos comentários ({account.commentsMissingPermission}). Os números
                continuam sendo coletados; reconecte a conta autorizando essa permissão para ler e buscar os comentários.
              </p>
            </AlertDescription>
          </Alert>
        </CardContent>
      ) : null}
      <CardFooter className="flex-wrap gap-2">
        {canSwitch && !current ? (
          <Button
            variant="outline"
            size="sm"
            // The button goes away once this is the current profile (and the card moves first): keep focus on the card.
            onClick={() => select.mutate(account.id, { onSuccess: () => heading.current?.focus() })}
            disabled={select.isPending}
            aria-busy={select.isPending || undefined}
            aria-describedby={headingId}
          >
            Usar este perfil
          </Button>
        ) : null}
        {mayEdit ? <DisconnectButton account={account} describedBy={headingId} /> : null}
      </CardFooter>
    </Card>
  );
}

const connectionLabels: Record<Exclude<SocialAccount["connectionType"], "oauth">, string> = {
  manual: "Manual",
  facebook: "Facebook",
};

/**
 * The connection lacks the permission to read the posts (TikTok's video.list, unticked on its
 * consent page): said as such, never an account shown as if it had posted nothing.
 */
export function PostsNotAuthorizedAlert({ platform }: { platform: Platform }) {
  const oauth = useStartOAuth(platform);
  return (
    <Alert variant="warning">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>{postsNotAuthorizedMessages[platform]}</AlertTitle>
      <AlertDescription className="gap-2">
        <p>
          O perfil e os números continuam sendo coletados. Reconecte a conta deixando marcada a permissão de leitura dos vídeos
          para ver as publicações, os formatos e os melhores horários.
        </p>
        <Button size="sm" onClick={oauth.start} disabled={oauth.pending} aria-busy={oauth.pending || undefined}>
          <RefreshCw aria-hidden="true" />
          Reconectar o {platformLabels[platform]}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** An account read through the workspace's Facebook connection: reconnecting is a new Facebook login. */
function FacebookReconnectAlert() {
  const { pending, start } = useStartFacebookConnect();
  return (
    <Alert variant="warning">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>Reconexão necessária</AlertTitle>
      <AlertDescription className="gap-2">
        <p>
          A conexão com o Facebook expirou, foi desfeita ou perdeu uma permissão. Conecte com o Facebook novamente, autorizando
          tudo o que for pedido e escolhendo a página desta conta.
        </p>
        <Button size="sm" onClick={() => void start()} disabled={pending} aria-busy={pending || undefined}>
          <RefreshCw aria-hidden="true" />
          Reconectar com o Facebook
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/**
 * The Facebook connection's token ends within a week (its renewal is not one Meta documents):
 * reconnecting now keeps the collection going, instead of waiting for "Reconexão necessária".
 */
function FacebookEndingAlert({ endsAt }: { endsAt: string }) {
  const { pending, start } = useStartFacebookConnect();
  return (
    <Alert variant="warning">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>Reconecte até {formatDate(endsAt)}</AlertTitle>
      <AlertDescription className="gap-2">
        <p>
          A conexão com o Facebook termina em {formatDate(endsAt)}, e o Facebook não garante a renovação automática. Conecte com o
          Facebook novamente antes dessa data, escolhendo a página desta conta, para a coleta não parar.
        </p>
        <Button size="sm" onClick={() => void start()} disabled={pending} aria-busy={pending || undefined}>
          <RefreshCw aria-hidden="true" />
          Reconectar com o Facebook
        </Button>
      </AlertDescription>
    </Alert>
  );
}

function ReconnectAlert({ platform }: { platform: Platform }) {
  const oauth = useStartOAuth(platform);
  return (
    <Alert variant="warning">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>Reconexão necessária</AlertTitle>
      <AlertDescription className="gap-2">
        <p>
          A autorização do {platformLabels[platform]} expirou ou perdeu uma permissão. Entre novamente, autorizando tudo o que for
          pedido, para continuar coletando os dados desta conta.
        </p>
        <Button size="sm" onClick={oauth.start} disabled={oauth.pending} aria-busy={oauth.pending || undefined}>
          <RefreshCw aria-hidden="true" />
          Reconectar
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** docs/product/screens.md: a soft disconnect (the history stays; connecting the username again reactivates it). */
function DisconnectButton({ account, describedBy }: { account: SocialAccount; describedBy: string }) {
  const [open, setOpen] = useState(false);
  const disconnect = useDisconnectAccount();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" aria-describedby={describedBy}>
          <Unplug aria-hidden="true" />
          Desconectar
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            disconnect.mutate(account.id, { onSuccess: () => setOpen(false) });
          }}
        >
          <DialogHeader>
            <DialogTitle>Desconectar {formatAccountLabel(account)}?</DialogTitle>
            <DialogDescription>
              A conta deixa de ser acompanhada e some do seu dashboard. Os dados já coletados ficam guardados: se conectar este
              perfil de novo, o histórico volta.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancelar</Button>
            </DialogClose>
            <SubmitButton variant="destructive" pending={disconnect.isPending} pendingLabel="Desconectando...">
              Desconectar
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
