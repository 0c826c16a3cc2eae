import { defaultPeriodPreset, periodPresets, type PeriodPreset } from "./period";

// The dashboard's period lives in the URL (shareable, and the back button returns to the previous
// one): ?periodo=<preset>, and for "Personalizado" &de=AAAA-MM-DD&ate=AAAA-MM-DD. Here, in core,
// because the server reads it too: a signed-in page's first answers are read for the period in
// its address (src/server/http/page-data.ts, docs/decisions/021).
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

/** The API's query for a period (`?period=30d`, or `?period=custom&from=…&to=…`), as the pages send it. */
export function periodApiQuery(selection: PeriodSelection): string {
  const query = new URLSearchParams({ period: selection.preset });
  if (selection.from !== undefined) query.set("from", selection.from);
  if (selection.to !== undefined) query.set("to", selection.to);
  return query.toString();
}
