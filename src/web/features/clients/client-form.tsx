import {
  clientCadenceLabels,
  clientMessages,
  clientNameMaxLength,
  lastScheduleMonthDay,
  weekdayLabels,
  type ClientCadence,
} from "@core/clients/client-rules";
import { formatAccountLabel, sortAccounts } from "@core/social/account-label";
import { PLATFORMS, platformLabels, type Platform } from "@core/social/platform-names";
import { type FormEvent, useState } from "react";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { SubmitButton } from "~/components/ui/submit-button";
import { Textarea } from "~/components/ui/textarea";
import { describeError, isApiError } from "~/lib/api";
import { useCompetitors } from "~/lib/competitors-list";
import { useSocialAccounts } from "~/lib/use-social-accounts";
import type { Client, ClientChange, ClientInput } from "./clients-api";

/** The most addresses a client's report goes to (the server checks it too). */
export const recipientsMax = 10;
const tooManyRecipients = `Adicione no máximo ${recipientsMax} e-mails.`;

type Profile = { id: string; platform: Platform; username: string };

/** The fields the server names in its refusals, and where each is shown. */
type FieldErrors = Partial<Record<"name" | "accountIds" | "competitorIds" | "recipients" | "schedule", string>>;

/** The server's refusal, under the field it names, else above the buttons. */
function readErrors(error: unknown): { fields: FieldErrors; general: string | null } {
  if (!error) return { fields: {}, general: null };
  const fields: FieldErrors = {};
  const given = isApiError(error) ? (error.fields ?? {}) : {};
  for (const [key, message] of Object.entries(given)) {
    if (key === "name" || key === "accountIds" || key === "competitorIds") fields[key] = message;
    else if (key === "weekday" || key === "monthDay" || key.startsWith("schedule")) fields.schedule = message;
    else if (key.toLowerCase().includes("recipient")) fields.recipients = message;
  }
  return { fields, general: Object.keys(fields).length > 0 ? null : describeError(error) };
}

/** Checkboxes of profiles, one group per network, each named with its network. */
function ProfileChoice({
  idPrefix,
  legend,
  profiles,
  chosen,
  onChange,
  takenBy,
  error,
  empty,
}: {
  idPrefix: string;
  legend: string;
  profiles: readonly Profile[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  /** Accounts that belong to another client: its name. */
  takenBy?: ReadonlyMap<string, string>;
  error?: string;
  empty: string;
}) {
  const errorId = error ? `${idPrefix}-error` : undefined;
  return (
    <fieldset className="grid gap-2" aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {profiles.length === 0 ? <p className="text-sm text-muted-foreground">{empty}</p> : null}
      {PLATFORMS.map((platform) => {
        const ofNetwork = sortAccounts(profiles.filter((profile) => profile.platform === platform));
        if (ofNetwork.length === 0) return null;
        return (
          <div key={platform} className="grid gap-1.5">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{platformLabels[platform]}</p>
            {ofNetwork.map((profile) => {
              const owner = takenBy?.get(profile.id);
              const id = `${idPrefix}-${profile.id}`;
              return (
                <div key={profile.id} className="flex items-start gap-2">
                  <input
                    id={id}
                    type="checkbox"
                    className="mt-0.5 size-4 accent-primary"
                    checked={chosen.includes(profile.id)}
                    disabled={owner !== undefined}
                    aria-describedby={owner !== undefined ? `${id}-owner` : undefined}
                    onChange={(event) =>
                      onChange(event.target.checked ? [...chosen, profile.id] : chosen.filter((one) => one !== profile.id))
                    }
                  />
                  <label htmlFor={id} className="text-sm">
                    {formatAccountLabel(profile)}
                    {owner !== undefined ? (
                      <span id={`${id}-owner`} className="block text-xs text-muted-foreground">
                        Já pertence ao cliente {owner}
                      </span>
                    ) : null}
                  </label>
                </div>
              );
            })}
          </div>
        );
      })}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export type ClientFormValues = ClientInput & {
  recipients: string;
  cadence: ClientCadence | "";
  weekday: number;
  monthDay: number;
  attachPdf: boolean;
  paused: boolean;
};

export function initialValues(client: Client | null): ClientFormValues {
  return {
    name: client?.name ?? "",
    accountIds: client?.accounts.map((account) => account.id) ?? [],
    competitorIds: client?.competitors.map((competitor) => competitor.id) ?? [],
    recipients: client?.recipients.map((recipient) => recipient.email).join("\n") ?? "",
    cadence: client?.schedule.cadence ?? "",
    weekday: client?.schedule.weekday ?? 1,
    monthDay: client?.schedule.monthDay ?? 1,
    attachPdf: client?.schedule.attachPdf ?? true,
    paused: client?.schedule.paused ?? false,
  };
}

/** The addresses typed one per line (or separated by commas), without blanks. */
export function readRecipients(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** PATCH's body: everything the form shows (what is given replaces what was saved). */
export function changeOf(values: ClientFormValues): ClientChange {
  return {
    name: values.name,
    accountIds: values.accountIds,
    competitorIds: values.competitorIds,
    recipients: readRecipients(values.recipients),
    schedule:
      values.cadence === ""
        ? { cadence: null }
        : {
            cadence: values.cadence,
            weekday: values.cadence === "weekly" ? values.weekday : null,
            monthDay: values.cadence === "monthly" ? values.monthDay : null,
            attachPdf: values.attachPdf,
            paused: values.paused,
          },
  };
}

/**
 * Creating a client (name, accounts of both networks, competitors) or changing one (the same,
 * its recipients and its schedule). The server's refusals are shown under their field.
 */
export function ClientForm({
  client,
  otherClients,
  cadences,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  /** null: a new client. */
  client: Client | null;
  /** The workspace's other clients: an account of theirs cannot be chosen. */
  otherClients: readonly Client[];
  cadences: readonly ClientCadence[];
  pending: boolean;
  error: unknown;
  onSubmit: (values: ClientFormValues) => void;
  onCancel: () => void;
}) {
  const accounts = useSocialAccounts();
  const competitors = useCompetitors();
  const [values, setValues] = useState(() => initialValues(client));
  const [ownError, setOwnError] = useState<string | null>(null);
  const idPrefix = client ? `cliente-${client.id}` : "novo-cliente";
  const { fields, general } = readErrors(error);
  const takenBy = new Map(otherClients.flatMap((other) => other.accounts.map((account) => [account.id, other.name] as const)));
  const set = <Key extends keyof ClientFormValues>(key: Key, value: ClientFormValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.name.trim() === "") return setOwnError(clientMessages.nameRequired);
    if (client && readRecipients(values.recipients).length > recipientsMax) return setOwnError(tooManyRecipients);
    setOwnError(null);
    onSubmit(values);
  };
  const nameError = ownError === clientMessages.nameRequired ? ownError : fields.name;
  const recipientsError = ownError === tooManyRecipients ? ownError : fields.recipients;

  return (
    <form
      noValidate
      aria-label={client ? `Alterar o cliente ${client.name}` : "Novo cliente"}
      className="grid gap-5"
      onSubmit={submit}
    >
      <FormField id={`${idPrefix}-nome`} label="Nome do cliente" error={nameError}>
        {(control) => (
          <Input
            {...control}
            value={values.name}
            maxLength={clientNameMaxLength}
            autoComplete="off"
            onChange={(event) => set("name", event.target.value)}
          />
        )}
      </FormField>
      <ProfileChoice
        idPrefix={`${idPrefix}-conta`}
        legend="Contas do cliente"
        profiles={accounts.data ?? []}
        chosen={values.accountIds}
        onChange={(ids) => set("accountIds", ids)}
        takenBy={takenBy}
        error={fields.accountIds}
        empty={accounts.isPending ? "Carregando contas…" : "Nenhuma conta conectada."}
      />
      <ProfileChoice
        idPrefix={`${idPrefix}-concorrente`}
        legend="Concorrentes"
        profiles={competitors.data?.competitors ?? []}
        chosen={values.competitorIds}
        onChange={(ids) => set("competitorIds", ids)}
        error={fields.competitorIds}
        empty={competitors.isPending ? "Carregando concorrentes…" : "Nenhum concorrente acompanhado."}
      />
      {client ? (
        <>
          <FormField
            id={`${idPrefix}-destinatarios`}
            label="Destinatários do relatório"
            hint={`Um e-mail por linha, até ${recipientsMax}.`}
            error={recipientsError}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                value={values.recipients}
                onChange={(event) => set("recipients", event.target.value)}
              />
            )}
          </FormField>
          <fieldset className="grid gap-3" aria-describedby={fields.schedule ? `${idPrefix}-envio-error` : undefined}>
            <legend className="mb-1 text-sm font-medium">Envio programado por e-mail</legend>
            <div className="flex flex-wrap gap-3">
              <FormField id={`${idPrefix}-frequencia`} label="Frequência" className="w-full sm:w-64">
                {(control) => (
                  <NativeSelect
                    {...control}
                    value={values.cadence}
                    onChange={(event) => set("cadence", event.target.value as ClientCadence | "")}
                  >
                    <option value="">Sem envio programado</option>
                    {cadences.map((cadence) => (
                      <option key={cadence} value={cadence}>
                        {clientCadenceLabels[cadence]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              {values.cadence === "weekly" ? (
                <FormField id={`${idPrefix}-dia-semana`} label="Dia da semana" className="w-full sm:w-48">
                  {(control) => (
                    <NativeSelect
                      {...control}
                      value={values.weekday}
                      onChange={(event) => set("weekday", Number(event.target.value))}
                    >
                      {weekdayLabels.map((label, day) => (
                        <option key={label} value={day}>
                          {label}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
              ) : null}
              {values.cadence === "monthly" ? (
                <FormField id={`${idPrefix}-dia-mes`} label="Dia do mês" className="w-full sm:w-48">
                  {(control) => (
                    <NativeSelect
                      {...control}
                      value={values.monthDay}
                      onChange={(event) => set("monthDay", Number(event.target.value))}
                    >
                      {Array.from({ length: lastScheduleMonthDay }, (_, index) => index + 1).map((day) => (
                        <option key={day} value={day}>
                          Dia {day}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
              ) : null}
            </div>
            {!cadences.includes("weekly") ? <p className="text-sm text-muted-foreground">{clientMessages.weeklyLocked}</p> : null}
            {values.cadence !== "" ? (
              <div className="grid gap-2">
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={values.attachPdf}
                    onChange={(event) => set("attachPdf", event.target.checked)}
                  />
                  Anexar o PDF ao e-mail
                </label>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={values.paused}
                    onChange={(event) => set("paused", event.target.checked)}
                  />
                  Pausar o envio
                </label>
              </div>
            ) : null}
            {fields.schedule ? (
              <p id={`${idPrefix}-envio-error`} role="alert" className="text-sm font-medium text-destructive">
                {fields.schedule}
              </p>
            ) : null}
          </fieldset>
        </>
      ) : null}
      {general ? (
        <Alert variant="destructive">
          <AlertDescription>{general}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} pendingLabel="Salvando...">
          {client ? "Salvar alterações" : "Criar cliente"}
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
