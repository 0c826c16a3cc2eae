import { listPlans } from "@core/plans/catalogue";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PlanStep } from "./plan-step";

// The text of each plan's card, in the catalogue's order.
function cardTexts() {
  const html = renderToStaticMarkup(<PlanStep selected={null} onChoose={() => {}} />);
  return html
    .split(/<li class="flex">/)
    .slice(1)
    .map((card) =>
      card
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    );
}

describe("PlanStep", () => {
  it.each([
    ["Inteligram Start", "Contas por rede social 1", "Usuários da equipe 1"],
    ["Inteligram Go", "Contas por rede social Até 3", "Usuários da equipe Até 3"],
    ["Inteligram Pro", "Contas por rede social Até 5", "Usuários da equipe Até 5"],
  ])("shows %s's accounts per network and team users in /plans' words", (name, accounts, users) => {
    const card = cardTexts()[listPlans().findIndex((plan) => plan.name === name)];
    expect(card).toContain(name);
    expect(card).toContain(accounts);
    expect(card).toContain(users);
  });
});
