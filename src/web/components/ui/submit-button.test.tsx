import type { MouseEvent, ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { PendingButton, SubmitButton } from "./submit-button";

type Clickable = ReactElement<{ onClick?: (event: MouseEvent<HTMLButtonElement>) => void }>;

/** The `<button>` a button component draws, as a React element (its props, not its markup). */
function drawnButton(element: ReactElement): Clickable {
  if (typeof element.type !== "function") return element as Clickable;
  const render = element.type as (props: unknown) => ReactElement;
  return drawnButton(render(element.props));
}

function click(element: ReactElement) {
  const event = { preventDefault: vi.fn() } as unknown as MouseEvent<HTMLButtonElement>;
  drawnButton(element).props.onClick?.(event);
  return event.preventDefault as ReturnType<typeof vi.fn>;
}

describe("a pending button", () => {
  // A disabled button drops the keyboard's focus (the next Tab starts from the top of the page).
  it("stays enabled while pending, marked aria-disabled and busy, saying what it does", () => {
    const html = renderToStaticMarkup(
      <SubmitButton pending pendingLabel="Gerando...">
        Gerar relatório
      </SubmitButton>,
    );
    expect(html).toMatch(/^<button[^>]*type="submit"/);
    expect(html).not.toMatch(/\sdisabled=""/);
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain("Gerando...");
    expect(html).not.toContain("Gerar relatório");
    // Not pending: a plain enabled button, or disabled when asked to be.
    const idle = renderToStaticMarkup(
      <SubmitButton pending={false} pendingLabel="Gerando...">
        Gerar relatório
      </SubmitButton>,
    );
    expect(idle).not.toContain("aria-disabled=");
    expect(idle).toContain("Gerar relatório");
    expect(
      renderToStaticMarkup(
        <SubmitButton pending={false} pendingLabel="Gerando..." disabled>
          Gerar relatório
        </SubmitButton>,
      ),
    ).toMatch(/\sdisabled=""/);
  });

  it("refuses a press while pending: no second action, and a submit button's form is not sent again", () => {
    const action = vi.fn();
    const pending = (
      <PendingButton pending pendingLabel="Gerando..." onClick={action}>
        Gerar relatório
      </PendingButton>
    );
    expect(click(pending)).toHaveBeenCalled();
    expect(action).not.toHaveBeenCalled();
    expect(
      click(
        <SubmitButton pending pendingLabel="Enviando...">
          Enviar
        </SubmitButton>,
      ),
    ).toHaveBeenCalled();

    const idle = (
      <PendingButton pending={false} pendingLabel="Gerando..." onClick={action}>
        Gerar relatório
      </PendingButton>
    );
    expect(click(idle)).not.toHaveBeenCalled();
    expect(action).toHaveBeenCalledTimes(1);
  });
});
