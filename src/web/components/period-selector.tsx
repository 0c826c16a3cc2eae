import { earliestDay, periodLabels, periodPresets, resolvePeriod, saoPauloDay, type PeriodPreset } from "@core/analytics/period";
import { type FormEvent, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { type PeriodSelection, selectionKey } from "~/lib/period-search";

export type PeriodFieldErrors = { from?: string; to?: string };

type Props = {
  selection: PeriodSelection;
  /** The range now shown, to start a custom range from. */
  shown: { from: string; to: string } | null;
  /** The errors of the range in the URL: the client's check, or the server's `fields`. */
  errors: PeriodFieldErrors;
  now: Date;
  onChange: (selection: PeriodSelection) => void;
};

/**
 * A preset applies at once; "Personalizado" opens two date fields applied together, checked with
 * the same rules as the server (resolvePeriod) before anything is sent. When the selection changes
 * (a choice here, the back button), the fields start again from it in place: the elements stay,
 * so the select a keyboard user changed keeps the focus (a key per selection remounted it, and the
 * focus fell to the page's body).
 */
export function PeriodSelector({ selection, shown, errors, now, onChange }: Props) {
  const id = useId();
  const [preset, setPreset] = useState<PeriodPreset>(selection.preset);
  const [from, setFrom] = useState(selection.from ?? shown?.from ?? "");
  const [to, setTo] = useState(selection.to ?? shown?.to ?? "");
  const [ownErrors, setOwnErrors] = useState<PeriodFieldErrors | null>(null);
  const [startedFrom, setStartedFrom] = useState(() => selectionKey(selection));
  if (startedFrom !== selectionKey(selection)) {
    setStartedFrom(selectionKey(selection));
    setPreset(selection.preset);
    setFrom(selection.from ?? shown?.from ?? "");
    setTo(selection.to ?? shown?.to ?? "");
    setOwnErrors(null);
  }
  const fieldErrors = ownErrors ?? errors;

  const choosePreset = (next: PeriodPreset) => {
    setPreset(next);
    setOwnErrors(null);
    if (next === "custom") {
      // Start from the range on screen, unless the fields already hold one.
      setFrom((current) => current || shown?.from || "");
      setTo((current) => current || shown?.to || "");
    } else onChange({ preset: next });
  };

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const result = resolvePeriod({ preset: "custom", from, to }, now);
    if (!result.ok) {
      setOwnErrors({ [result.field === "to" ? "to" : "from"]: result.message });
      return;
    }
    setOwnErrors(null);
    onChange({ preset: "custom", from, to });
  };

  return (
    <form onSubmit={applyCustom} className="flex flex-wrap items-start gap-3" noValidate>
      <div className="grid w-full gap-2 sm:w-52">
        <Label htmlFor={`${id}-preset`}>Período</Label>
        <NativeSelect id={`${id}-preset`} value={preset} onChange={(event) => choosePreset(event.target.value as PeriodPreset)}>
          {periodPresets.map((option) => (
            <option key={option} value={option}>
              {periodLabels[option]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {preset === "custom" ? (
        <>
          <FormField id={`${id}-from`} label="Data inicial" error={fieldErrors.from} className="w-[calc(50%-0.375rem)] sm:w-44">
            {(control) => (
              <Input
                {...control}
                type="date"
                value={from}
                min={earliestDay(now)}
                max={saoPauloDay(now)}
                onChange={(event) => setFrom(event.target.value)}
              />
            )}
          </FormField>
          <FormField id={`${id}-to`} label="Data final" error={fieldErrors.to} className="w-[calc(50%-0.375rem)] sm:w-44">
            {(control) => (
              <Input
                {...control}
                type="date"
                value={to}
                min={earliestDay(now)}
                max={saoPauloDay(now)}
                onChange={(event) => setTo(event.target.value)}
              />
            )}
          </FormField>
          {/* Aligned with the fields, under their labels. */}
          <Button type="submit" className="w-full sm:mt-7 sm:w-auto">
            Aplicar
          </Button>
        </>
      ) : null}
    </form>
  );
}
