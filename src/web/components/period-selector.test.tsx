// @vitest-environment happy-dom
import { periodMessages } from "@core/analytics/period";
import type { PeriodSelection } from "@core/analytics/period-search";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PeriodSelector } from "./period-selector";

afterEach(cleanup);

// A fixed instant: the fields' limits and the checks never depend on today's date.
const now = new Date("2026-11-24T15:00:00Z");
const shown = { from: "2026-10-26", to: "2026-11-24" };

/** The selector as a page holds it: each choice becomes the page's selection (its address). */
function Page({ onChange }: { onChange: (selection: PeriodSelection) => void }) {
  const [selection, setSelection] = useState<PeriodSelection>({ preset: "30d" });
  return (
    <PeriodSelector
      selection={selection}
      shown={shown}
      errors={{}}
      now={now}
      onChange={(next) => {
        onChange(next);
        setSelection(next);
      }}
    />
  );
}

/** A date field's value as the browser sets it (a native date picker types no text). */
const setDate = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the period selector", () => {
  it("applies a preset chosen from the keyboard and keeps the focus on the same select", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Page onChange={onChange} />);

    await user.tab();
    const select = screen.getByLabelText("Período");
    expect(document.activeElement).toBe(select);
    await user.selectOptions(select, "7d");

    expect(onChange).toHaveBeenCalledWith({ preset: "7d" });
    // The page's new selection did not remount the select: the keyboard user is where they were.
    expect(screen.getByLabelText("Período")).toBe(select);
    expect(document.activeElement).toBe(select);
  });

  it("opens a custom range on the range shown, and refuses a start after the end under its field", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Page onChange={onChange} />);

    await user.selectOptions(screen.getByLabelText("Período"), "custom");
    expect(onChange).not.toHaveBeenCalled();
    expect((screen.getByLabelText("Data inicial") as HTMLInputElement).value).toBe(shown.from);
    expect((screen.getByLabelText("Data final") as HTMLInputElement).value).toBe(shown.to);

    setDate("Data inicial", "2026-11-20");
    setDate("Data final", "2026-11-10");
    await user.click(screen.getByRole("button", { name: "Aplicar" }));

    expect(onChange).not.toHaveBeenCalled();
    const from = screen.getByLabelText("Data inicial");
    expect(from.getAttribute("aria-invalid")).toBe("true");
    const error = document.getElementById(from.getAttribute("aria-describedby") ?? "");
    expect(error?.textContent).toBe(periodMessages.inverted);
  });

  it("refuses a range that ends after today, then applies it once corrected", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Page onChange={onChange} />);

    await user.selectOptions(screen.getByLabelText("Período"), "custom");
    setDate("Data final", "2026-11-25");
    await user.click(screen.getByRole("button", { name: "Aplicar" }));
    expect(screen.getByRole("alert").textContent).toBe(periodMessages.future);
    expect(screen.getByLabelText("Data final").getAttribute("aria-invalid")).toBe("true");
    expect(onChange).not.toHaveBeenCalled();

    setDate("Data final", "2026-11-24");
    await user.click(screen.getByRole("button", { name: "Aplicar" }));
    expect(onChange).toHaveBeenCalledWith({ preset: "custom", from: shown.from, to: "2026-11-24" });
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
