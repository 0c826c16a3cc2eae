import { formatDateTime } from "@core/format/format-date";
import { BellOff, CheckCheck, Settings } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { cn } from "~/lib/cn";
import { useAlerts, useMarkRead } from "./alerts-api";
import { LoadError } from "~/components/load-error";

/** "Alertas": the member's alerts, newest first; mark one or all as read. */
export function AlertsPage() {
  const alerts = useAlerts();
  const markRead = useMarkRead();
  return (
    <div className="mt-8 grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {alerts.data
            ? alerts.data.unread === 0
              ? "Nenhum alerta novo."
              : `${alerts.data.unread} ${alerts.data.unread === 1 ? "alerta novo" : "alertas novos"}.`
            : null}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={!alerts.data?.unread || markRead.isPending}
            onClick={() => markRead.mutate("all")}
          >
            <CheckCheck aria-hidden="true" />
            Marcar todos como lidos
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to="/alertas/preferencias">
              <Settings aria-hidden="true" />
              Preferências de alertas
            </Link>
          </Button>
        </div>
      </div>
      {alerts.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Carregando alertas">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-20" />
          ))}
        </div>
      ) : alerts.isError ? (
        <LoadError
          title="Não foi possível carregar os alertas"
          error={alerts.error}
          onRetry={() => void alerts.refetch()}
          retrying={alerts.isFetching}
        />
      ) : alerts.data.alerts.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed p-10 text-center text-muted-foreground">
          <BellOff aria-hidden="true" className="size-8" />
          <p>Nenhum alerta por enquanto. Avisaremos aqui quando algo mudar nas suas contas.</p>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label="Alertas">
          {alerts.data.alerts.map((alert) => (
            <li
              key={alert.id}
              data-testid="alert-item"
              className={cn(
                "grid gap-1 rounded-xl border p-4 sm:grid-cols-[1fr_auto] sm:items-start",
                alert.readAt ? "bg-background" : "border-primary/40 bg-primary/5",
              )}
            >
              <div className="grid gap-1">
                <p className="font-medium">
                  {alert.readAt ? null : <span className="sr-only">Novo: </span>}
                  {alert.title}
                </p>
                <p className="text-sm text-muted-foreground">{alert.body}</p>
                <p className="text-xs text-muted-foreground">{formatDateTime(alert.createdAt)}</p>
              </div>
              {alert.readAt ? null : (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={markRead.isPending}
                  onClick={() => markRead.mutate(alert.id)}
                  aria-label={`Marcar como lido: ${alert.title}`}
                >
                  Marcar como lido
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
