import { defaultPeriodPreset, periodPresets, type PeriodPreset } from "@core/analytics/period";

// The dashboard's period lives in the URL (shareable, and the back button returns to the previous
// one): ?periodo=<preset>, and for "Personalizado" &de=AAAA-MM-DD&ate=AAAA-MM-DD.
export const periodSearchParams = { preset: "periodo", from: "de", to: "ate" } as const;

/** What the person asked for; a custom range is validated with resolvePeriod before use. */
export type PeriodSelection = { preset: PeriodPreset; from?: string; to?: string };

function isPeriodPreset(value: string | null): value is PeriodPreset {
  return (periodPresets as readonly (string | null)[]).includes(value);
}

/** The period in the URL; no preset (or an unknown one) means the default, 30 days. */
export function readPeriodSelection(params: URLSearchParams): PeriodSelection {
  const preset = params.get(periodSearchParams.preset);
  if (!isPeriodPreset(preset)) return { preset: defaultPeriodPreset };
  if (preset !== "custom") return { preset };
  return {
    preset,
    from: params.get(periodSearchParams.from) ?? undefined,
    to: params.get(periodSearchParams.to) ?? undefined,
  };
}

/** The URL's parameters with this period in them; the others (if any) are kept. */
export function writePeriodSelection(params: URLSearchParams, selection: PeriodSelection): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(periodSearchParams.preset, selection.preset);
  if (selection.preset === "custom") {
    next.set(periodSearchParams.from, selection.from ?? "");
    next.set(periodSearchParams.to, selection.to ?? "");
  } else {
    next.delete(periodSearchParams.from);
    next.delete(periodSearchParams.to);
  }
  return next;
}

/** One string per distinct selection: a query key part, and a React key that resets the form. */
export function selectionKey(selection: PeriodSelection): string {
  return selection.preset === "custom" ? `custom:${selection.from ?? ""}:${selection.to ?? ""}` : selection.preset;
}
