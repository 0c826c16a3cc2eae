import { describe, expect, it } from "vitest";
import { describeSample, summarizeCommentsSeries, unansweredLabel, unansweredSearchHref } from "./comments-view";

describe("the comments section's texts", () => {
  it("sums the series up with its busiest day, or says there is nothing", () => {
    const series = [
      { day: "2026-11-22", comments: 2 },
      { day: "2026-11-23", comments: 5 },
      { day: "2026-11-24", comments: 5 },
    ];
    expect(summarizeCommentsSeries(series)).toBe(
      "12 comentários coletados no período; o dia com mais foi 23/11/2026 (5 comentários).",
    );
    expect(summarizeCommentsSeries([{ day: "2026-11-24", comments: 1 }])).toBe(
      "1 comentário coletado no período; o dia com mais foi 24/11/2026 (1 comentário).",
    );
    expect(summarizeCommentsSeries([{ day: "2026-11-24", comments: 0 }])).toBe("Nenhum comentário coletado no período.");
  });

  it("writes the unanswered count as the dashboard promises it", () => {
    expect(unansweredLabel(3)).toBe("Perguntas sem resposta há mais de 24 h: 3");
    expect(unansweredLabel(1234)).toBe("Perguntas sem resposta há mais de 24 h: 1.234");
  });

  it("links to the search of the same account's unanswered comments in the same period", () => {
    const account = "0b6c2c55-4d2e-4f6a-9a51-0d3f0a1c2b3d";
    expect(unansweredSearchHref(account, { preset: "30d" })).toBe(`/busca?conta=${account}&tipo=comments&sem-resposta=1`);
    expect(unansweredSearchHref(account, { preset: "7d" })).toBe(
      `/busca?conta=${account}&tipo=comments&sem-resposta=1&periodo=7d`,
    );
    expect(unansweredSearchHref(account, { preset: "custom", from: "2026-11-01", to: "2026-11-10" })).toBe(
      `/busca?conta=${account}&tipo=comments&sem-resposta=1&periodo=custom&de=2026-11-01&ate=2026-11-10`,
    );
  });

  it("says when the terms come from a sample of a long period", () => {
    expect(describeSample({ total: 12, sample: { comments: 12, questions: 3 } })).toBeNull();
    expect(describeSample({ total: 80_000, sample: { comments: 5_000, questions: 2_000 } })).toBe(
      "Termos e perguntas frequentes dos 5.000 comentários mais recentes do período.",
    );
  });
});
