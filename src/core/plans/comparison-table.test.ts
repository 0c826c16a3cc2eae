import { describe, expect, it } from "vitest";
import { getPlan, listPlans, planIds, type Plan } from "./catalogue";
import { buildComparisonTable, comparisonTable, type ComparisonRowId } from "./comparison-table";

function rowValues(id: ComparisonRowId, table = comparisonTable) {
  const row = table.rows.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`missing row ${id}`);
  return planIds.map((planId) => row.values[planId]);
}

describe("comparison table", () => {
  it("has one column per plan with its name, price and badge", () => {
    expect(comparisonTable.columns).toEqual([
      { planId: "basic", name: "Inteligram Start", priceText: "R$ 29,90", mostPopular: false },
      { planId: "advanced", name: "Inteligram Go", priceText: "R$ 79,90", mostPopular: true },
      { planId: "sparks_pro", name: "Inteligram Pro", priceText: "R$ 149,90", mostPopular: false },
    ]);
  });

  it.each([
    ["monthly_price", "Preço mensal", ["R$ 29,90", "R$ 79,90", "R$ 149,90"]],
    ["accounts_per_network", "Contas por rede social", ["1", "Até 3", "Até 5"]],
    ["team_seats", "Usuários da equipe", ["1", "Até 3", "Até 5"]],
    ["competitors", "Concorrentes monitorados", ["Até 3 (R$ 9,90 cada)", "5 inclusos", "10 inclusos"]],
    ["posts_per_collection", "Posts lidos por coleta", ["30", "100", "200"]],
    ["comments_per_collection", "Comentários lidos por coleta", ["50", "100", "500"]],
    ["email_report", "Relatório por e-mail", ["Mensal", "Semanal", "Diário"]],
    ["support", "Suporte", ["Por e-mail", "Prioritário", "24/7"]],
    ["trend_insights", "Insights de tendências", [false, true, true]],
    ["ai_content_analysis", "Análise de conteúdo com IA", [false, false, true]],
    ["personal_consulting", "Consultoria personalizada", [false, false, true]],
  ] as const)("row %s reads %j", (id, label, values) => {
    expect(comparisonTable.rows.find((row) => row.id === id)?.label).toBe(label);
    expect(rowValues(id)).toEqual(values);
  });

  it("gives every row a value for every plan and unique ids", () => {
    const ids = comparisonTable.rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const row of comparisonTable.rows) expect(Object.keys(row.values).sort()).toEqual([...planIds].sort());
  });

  it("shows the catalogue's numbers, so it can't disagree with the limits", () => {
    for (const plan of listPlans()) {
      const column = planIds.indexOf(plan.id);
      expect(rowValues("posts_per_collection")[column]).toBe(String(plan.limits.postsPerCollection));
      expect(rowValues("accounts_per_network")[column]).toContain(String(plan.limits.accountsPerNetwork));
      expect(rowValues("competitors")[column]).toContain(String(plan.limits.competitors.max));
    }
  });

  it("follows a change in the catalogue", () => {
    const go = getPlan("advanced");
    const changed: Plan = {
      ...go,
      monthlyPriceCentavos: 9990,
      limits: {
        ...go.limits,
        accountsPerNetwork: 7,
        competitors: { max: 8, included: 2, addOnPriceCentavos: 1490 },
        commentsPerCollection: 1500,
      },
    };
    const table = buildComparisonTable([getPlan("basic"), changed, getPlan("sparks_pro")]);
    expect(rowValues("monthly_price", table)[1]).toBe("R$ 99,90");
    expect(rowValues("accounts_per_network", table)[1]).toBe("Até 7");
    expect(rowValues("competitors", table)[1]).toBe("2 inclusos, até 8 (R$ 14,90 cada)");
    expect(rowValues("comments_per_collection", table)[1]).toBe("1.500");
  });
});
