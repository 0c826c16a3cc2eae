import { Loader2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { describeError } from "~/lib/api";
import { type FacebookConnection, useChooseFacebookPage } from "~/lib/facebook-connection";

/**
 * The person's choice among the authorised Pages (several Pages came back from Facebook). The
 * chosen Page's Instagram account becomes one of the workspace's accounts and reads competitors.
 */
export function FacebookPageChoice({ pages }: { pages: FacebookConnection["pages"] }) {
  const choose = useChooseFacebookPage();
  const [pageId, setPageId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!pageId) {
      setError("Escolha uma página.");
      return;
    }
    setError(null);
    try {
      const result = await choose.mutateAsync(pageId);
      toast.success("Facebook conectado.", {
        description: `A conta @${result.igUsername} foi adicionada às suas contas e passa a ler os concorrentes.`,
      });
    } catch (caught) {
      setError(describeError(caught));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-3">
      {error ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Escolha a página vinculada à sua conta profissional do Instagram</legend>
        {pages.map((page) => (
          <label key={page.pageId} className="flex items-center gap-2 rounded-lg border p-3 text-sm">
            <input
              type="radio"
              name="facebook-page"
              value={page.pageId}
              checked={pageId === page.pageId}
              onChange={() => setPageId(page.pageId)}
            />
            <span>
              {page.pageName} <span className="text-muted-foreground">· @{page.igUsername}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={choose.isPending} className="w-fit">
        {choose.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Usar esta página
      </Button>
    </form>
  );
}
