import type { AlertRuleView } from "@core/alerts/alert-rules";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { describeError, isApiError } from "~/lib/api";
import { useAlertRules, useUpdateRule } from "./alerts-api";
import { LoadError } from "~/components/load-error";

/** "Preferências de alertas": each of the member's own rules, with its threshold, e-mail and on/off. */
export function AlertPreferencesPage() {
  const rules = useAlertRules();
  if (rules.isPending) {
    return (
      <div className="mt-8 grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="Carregando preferências">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-48" />
        ))}
      </div>
    );
  }
  if (rules.isError) {
    return (
      <LoadError
        className="mt-8"
        title="Não foi possível carregar as preferências"
        error={rules.error}
        onRetry={() => void rules.refetch()}
        retrying={rules.isFetching}
      />
    );
  }
  return (
    <div className="mt-8 grid items-start gap-4 md:grid-cols-2">
      {rules.data.rules.map((rule) => (
        <RuleForm key={`${rule.id}:${rule.threshold}:${rule.email}:${rule.enabled}`} rule={rule} />
      ))}
    </div>
  );
}

const decimalText = (value: number | null) => (value === null ? "" : String(value).replace(".", ","));

function RuleForm({ rule }: { rule: AlertRuleView }) {
  const id = useId();
  const update = useUpdateRule();
  const [enabled, setEnabled] = useState(rule.enabled);
  const [email, setEmail] = useState(rule.email);
  const [threshold, setThreshold] = useState(decimalText(rule.threshold));
  const [error, setError] = useState<string | undefined>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    let value: number | undefined;
    if (rule.thresholdRange) {
      value = Number(threshold.replace(",", "."));
      if (threshold.trim() === "" || !Number.isFinite(value)) return setError("O limite deve ser um número.");
      if (value < rule.thresholdRange.min || value > rule.thresholdRange.max) {
        return setError(
          `O limite deve estar entre ${decimalText(rule.thresholdRange.min)} e ${decimalText(rule.thresholdRange.max)}.`,
        );
      }
    }
    update.mutate(
      { id: rule.id, update: { enabled, email, ...(value === undefined ? {} : { threshold: value }) } },
      {
        onError: (failure) =>
          setError(isApiError(failure) ? (failure.fields?.threshold ?? failure.message) : describeError(failure)),
      },
    );
  };

  return (
    <Card className="gap-4" data-testid="alert-rule" aria-labelledby={`${id}-title`}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <CardHeader>
          <CardTitle id={`${id}-title`} as="h2" className="text-base">
            {rule.label}
          </CardTitle>
          <CardDescription>{rule.description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={enabled}
              onChange={(event) => setEnabled(event.target.checked)}
            />
            Alerta ligado
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={email}
              onChange={(event) => setEmail(event.target.checked)}
            />
            Receber por e-mail (no máximo um resumo por hora)
          </label>
          {rule.thresholdRange ? (
            <FormField
              id={`${id}-threshold`}
              label={rule.thresholdRange.label}
              hint={`De ${decimalText(rule.thresholdRange.min)} a ${decimalText(rule.thresholdRange.max)}.`}
              error={error}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  value={threshold}
                  onChange={(event) => setThreshold(event.target.value)}
                  className="max-w-40"
                />
              )}
            </FormField>
          ) : error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </CardContent>
        <CardFooter>
          <Button type="submit" size="sm" disabled={update.isPending}>
            {update.isPending ? "Salvando…" : "Salvar"}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
