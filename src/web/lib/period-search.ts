import { periodSearchParams, type PeriodSelection } from "@core/analytics/period-search";

export { periodSearchParams, readPeriodSelection, type PeriodSelection } from "@core/analytics/period-search";

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
