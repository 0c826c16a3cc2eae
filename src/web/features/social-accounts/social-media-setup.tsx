import { platformLabels } from "@core/social/platform-names";
import { ChartColumn, Download } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { PageIntro } from "~/components/page-intro";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { AccountCard } from "./account-card";
import { CollectionProgress } from "./collection-progress";
import { ConnectAccountCard } from "./connect-account-card";
import { ConnectTikTokCard } from "./connect-tiktok-card";
import { collectionStartMessages, describeCollectionStartFailure } from "~/lib/collection-start";
import { type SocialAccount, startCollection } from "~/lib/social-accounts-api";
import { accountsMessages, useSocialAccounts } from "~/lib/use-social-accounts";
import { useCollectionRun } from "./use-collection-run";
import { useMayEdit } from "~/lib/workspace-role";
import { LoadError } from "~/components/load-error";

export const setupTitles = { none: "Conectar Seu Instagram", some: "Seu Instagram" } as const;

/** docs/product/screens.md /social-media-setup: connect by username or Instagram Login, manage accounts, collect. */
export function SocialMediaSetup() {
  const accounts = useSocialAccounts();

  if (accounts.isPending) return <SetupPlaceholder />;
  const list = accounts.data;
  // A failed background refetch keeps the list it had; only a first load that failed has nothing to show.
  if (!list) {
    return (
      <PageIntro title={setupTitles.some}>
        <LoadError
          className="mt-8"
          title={accountsMessages.loadFailureTitle}
          description={accountsMessages.loadFailure}
          error={accounts.error}
          onRetry={() => void accounts.refetch()}
          retrying={accounts.isFetching}
        />
      </PageIntro>
    );
  }

  if (list.length === 0) {
    return (
      <PageIntro
        title={setupTitles.none}
        description="Conecte o perfil que você quer analisar. Em poucos segundos os primeiros dados aparecem no seu dashboard."
      >
        <div className="mt-8 grid gap-6">
          <ConnectAccountCard title="Conectar Meu Instagram" />
          <ConnectTikTokCard />
        </div>
      </PageIntro>
    );
  }
  return <ConnectedAccounts accounts={list} />;
}

function ConnectedAccounts({ accounts }: { accounts: SocialAccount[] }) {
  const collection = useCollectionRun();
  // A viewer neither collects nor connects (docs/decisions/030): no such buttons.
  const mayEdit = useMayEdit();
  const [starting, setStarting] = useState(false);
  // The server lists first the account this person looks at (each person's own choice, docs/product/teams-and-roles.md).
  const current = accounts[0];
  const listHeading = useRef<HTMLHeadingElement>(null);
  const shownCount = useRef(accounts.length);

  // A disconnected card takes its focused dialog button with it: put focus back on the list.
  useEffect(() => {
    if (accounts.length < shownCount.current) listHeading.current?.focus();
    shownCount.current = accounts.length;
  }, [accounts.length]);

  async function collect() {
    if (!current) return;
    setStarting(true);
    let run;
    try {
      run = await startCollection(current.id);
    } catch (error) {
      toast.error(collectionStartMessages.failureTitle, { description: describeCollectionStartFailure(error) });
      return;
    } finally {
      setStarting(false);
    }
    toast.success(collectionStartMessages.started);
    void collection.track(run);
  }

  return (
    <PageIntro
      title={setupTitles.some}
      description={
        accounts.length > 1
          ? "O perfil atual é o que aparece no dashboard; troque quando quiser."
          : "Colete os dados do seu perfil para ver métricas e indicadores no dashboard."
      }
    >
      <div className="mt-8 grid gap-6">
        <section aria-labelledby="contas-conectadas" className="grid gap-4">
          <h2 id="contas-conectadas" ref={listHeading} tabIndex={-1} className="sr-only">
            Contas conectadas
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {accounts.map((account) => (
              <li key={account.id}>
                <AccountCard account={account} current={account.id === current?.id} canSwitch={accounts.length > 1} />
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="coleta" className="grid gap-3 rounded-xl border bg-muted/40 p-6">
          <h2 id="coleta" className="text-lg font-semibold">
            Coleta de dados
          </h2>
          <p className="text-sm text-muted-foreground">
            Coleta os dados mais recentes de <strong>@{current?.username}</strong>
            {current ? ` (${platformLabels[current.platform]}, perfil atual)` : null} e abre o dashboard quando terminar.
          </p>
          <div className="flex flex-wrap gap-3">
            {mayEdit ? (
              <Button
                size="lg"
                onClick={() => void collect()}
                disabled={starting || collection.busy}
                aria-busy={starting || collection.busy || undefined}
              >
                <Download aria-hidden="true" />
                COLETAR DADOS
              </Button>
            ) : null}
            <Button size="lg" variant="outline" asChild>
              <Link to="/dashboard">
                <ChartColumn aria-hidden="true" />
                VER DASHBOARD
              </Link>
            </Button>
          </div>
          <CollectionProgress state={collection.state} />
        </section>

        {mayEdit ? (
          <>
            <ConnectAccountCard title="Adicionar Outra Conta" />
            <ConnectTikTokCard />
          </>
        ) : null}
      </div>
    </PageIntro>
  );
}

function SetupPlaceholder() {
  return (
    <div role="status" className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <span className="sr-only">Carregando suas contas...</span>
      <Skeleton className="h-10 w-72 max-w-full" />
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}
