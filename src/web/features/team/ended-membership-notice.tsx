import { formatDate } from "@core/format/format-date";
import type { EndedMembership } from "@core/team/team-responses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { api, describeError } from "~/lib/api";
import { useWorkspaces, workspacesQueryKey } from "~/lib/workspaces";

const text = {
  removedTitle: (name: string) => `Você não faz mais parte da equipe ${name}`,
  removedBody: (date: string) =>
    `Um administrador removeu você desta equipe em ${date}. Você não vê mais os dados, relatórios e alertas dela. Enviamos os detalhes por e-mail.`,
  deletedTitle: (name: string) => `A equipe ${name} foi excluída`,
  deletedBody: (date: string) =>
    `O proprietário excluiu este espaço de trabalho, com os dados dele, em ${date}. Enviamos os detalhes por e-mail.`,
  dismiss: "Entendi",
  dismissing: "Fechando...",
};

/**
 * On every signed-in page: the teams this person no longer belongs to without having left
 * (removed, or the workspace deleted), until they dismiss each. Without it, a removed member
 * would land on "Escolha seu plano" with no word of why.
 */
export function EndedMembershipNotice() {
  const endings = useWorkspaces().data?.endedMemberships ?? [];
  if (endings.length === 0) return null;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-3 px-4 pt-4 sm:px-6 lg:px-8">
      {endings.map((ending) => (
        <EndingAlert key={ending.id} ending={ending} />
      ))}
    </div>
  );
}

function EndingAlert({ ending }: { ending: EndedMembership }) {
  const queryClient = useQueryClient();
  const dismiss = useMutation({
    mutationFn: () => api.post(`/api/workspaces/endings/${encodeURIComponent(ending.id)}/dismiss`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspacesQueryKey }),
  });
  const removed = ending.reason === "removed";
  const date = formatDate(ending.endedAt);
  return (
    <Alert variant="warning">
      <AlertTitle>{removed ? text.removedTitle(ending.workspaceName) : text.deletedTitle(ending.workspaceName)}</AlertTitle>
      <AlertDescription>
        <p>{removed ? text.removedBody(date) : text.deletedBody(date)}</p>
        <Button
          size="sm"
          variant="outline"
          className="mt-2"
          aria-disabled={dismiss.isPending || undefined}
          onClick={() => {
            if (!dismiss.isPending) dismiss.mutate();
          }}
        >
          {dismiss.isPending ? text.dismissing : text.dismiss}
        </Button>
        {dismiss.isError ? <p role="alert">{describeError(dismiss.error)}</p> : null}
      </AlertDescription>
    </Alert>
  );
}
