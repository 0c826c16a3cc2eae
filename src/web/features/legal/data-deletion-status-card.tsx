import { formatDateTime } from "@core/format/format-date";
import type { DataDeletionStatus } from "@core/social/data-deletion-status";
import { useEffect, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { api, describeError, isApiError, lazySchemas } from "~/lib/api";

// The answer's schema (and zod) loads with the first answer from the network (decision 032).
const schema = lazySchemas(() => import("@core/social/data-deletion-status"));

type State = { kind: "loading" } | { kind: "found"; request: DataDeletionStatus } | { kind: "failed"; message: string };

export function describeDeletion(request: DataDeletionStatus) {
  const when = formatDateTime(request.completedAt);
  if (request.accountsDeleted === 0) {
    return `Concluído em ${when}. Não havia conta do Instagram desse perfil conectada ao Inteligram, então não havia dados a apagar.`;
  }
  const accounts =
    request.accountsDeleted === 1
      ? "1 conta do Instagram foi apagada"
      : `${request.accountsDeleted} contas do Instagram foram apagadas`;
  return `Concluído em ${when}. ${accounts}, com os dados analíticos, o histórico e os tokens de acesso.`;
}

export default function DataDeletionStatusCard({ code }: { code: string }) {
  const [state, setState] = useState<State>({ kind: "loading" });
  useEffect(() => {
    let current = true;
    api
      .get(`/api/data-deletion/${encodeURIComponent(code)}`, { schema: schema("dataDeletionStatusSchema") })
      .then((request) => current && setState({ kind: "found", request }))
      .catch((error: unknown) => {
        // A malformed code comes back as INVALID_INPUT, its reason under `fields.code`.
        const message = (isApiError(error) && error.fields?.code) || describeError(error);
        if (current) setState({ kind: "failed", message });
      });
    return () => {
      current = false;
    };
  }, [code]);

  if (state.kind === "loading") return <p role="status">Consultando o pedido de exclusão…</p>;
  if (state.kind === "failed") {
    return (
      <Alert variant="destructive">
        <AlertTitle>Pedido de exclusão {code}</AlertTitle>
        <AlertDescription>
          <p>{state.message}</p>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="success">
      <AlertTitle>Pedido de exclusão {state.request.code}</AlertTitle>
      <AlertDescription>
        <p>{describeDeletion(state.request)}</p>
      </AlertDescription>
    </Alert>
  );
}
