import type { OutcomeView } from "@core/outcomes/outcome-responses";
import type { RecommendationView } from "@core/recommendations/responses";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OutcomeCard } from "./outcomes-panel";
import { RecommendationCard } from "./recommendation-card";

const weeks = Array.from({ length: 8 }, (_, index) => ({ week: index + 1, value: 3, samples: 4 }));

const measured: OutcomeView = {
  id: "5f0c1a52-8c1e-4a44-9b8e-0d6f1c7c2a10",
  accountId: "7a0c1a52-8c1e-4a44-9b8e-0d6f1c7c2a11",
  ruleId: "format_try_reels",
  title: "Experimente publicar Reels",
  doneAt: "2026-10-01T15:00:00.000Z",
  figure: "engagement_rate",
  figureLabel: "Engajamento por seguidor",
  baseline: { value: 3, weeks },
  change: {
    kind: "reels_share",
    before: 0,
    beforeText: "0% das publicações em vídeo ou Reels",
    after: 40,
    afterText: "40% das publicações em vídeo ou Reels",
    made: true,
  },
  results: [
    {
      horizon: 30,
      verdict: "worked",
      verdictLabel: "Funcionou",
      reason: null,
      before: 3,
      after: 3.8,
      predicted: 3.05,
      effect: 0.75,
      interval: { low: 0.2, high: 1.3 },
      relativeEffect: 24.6,
      summary:
        "Nos 30 dias depois: engajamento por seguidor de 3,80%, contra 3,05% previstos pela tendência das 8 semanas anteriores.",
      measuredAt: "2026-10-31T10:30:00.000Z",
    },
  ],
  latest: null,
  nextDueAt: null,
};
measured.latest = measured.results[0]!;

describe("OutcomeCard", () => {
  it("shows the verdict, the figures against the trend, the effect and its interval", () => {
    const html = renderToStaticMarkup(<OutcomeCard outcome={measured} />);
    expect(html).toContain(">Funcionou</span>");
    expect(html).toContain("Experimente publicar Reels");
    expect(html).toMatch(/Previsto pela tendência<\/dt><dd[^>]*>3,05%/);
    expect(html).toMatch(/data-testid="outcome-effect"[^>]*>\+0,75 p\.p\./);
    expect(html).toMatch(/data-testid="outcome-interval"[^>]*>de \+0,20 p\.p\. a \+1,30 p\.p\./);
    expect(html).toContain("0% das publicações em vídeo ou Reels antes; 40% das publicações em vídeo ou Reels depois.");
  });

  it("says when the first result is due while it is measured, with no verdict", () => {
    const pending = { ...measured, results: [], latest: null, nextDueAt: "2026-10-15T15:00:00.000Z", change: null };
    const html = renderToStaticMarkup(<OutcomeCard outcome={pending} />);
    expect(html).toContain("Em medição");
    expect(html).toContain("O primeiro resultado sai em 15/10/2026");
    expect(html).not.toContain('data-testid="outcome-verdict"');
  });

  it("gives no effect when it cannot tell yet", () => {
    const unknown = {
      ...measured,
      latest: {
        ...measured.results[0]!,
        verdict: "unknown" as const,
        verdictLabel: "Ainda não dá para saber",
        effect: null,
        interval: null,
        summary: "A conta foi desconectada antes do resultado.",
      },
    };
    const html = renderToStaticMarkup(<OutcomeCard outcome={unknown} />);
    expect(html).toContain("Ainda não dá para saber");
    expect(html).not.toContain("Intervalo de 90%");
  });
});

describe("RecommendationCard with outcomes", () => {
  const item: RecommendationView = {
    id: "format_try_reels",
    tier: "essential",
    category: "Formato",
    title: "Experimente publicar Reels",
    evidence: "Nenhuma das suas 12 publicações foi em vídeo.",
    action: "Publique Reels.",
    effect: "Mais alcance.",
    sample: "12 publicações",
    why: "Olhamos os formatos.",
    priority: 45,
    status: "done",
    learning: "funcionou para 64% das contas que seguiram",
    outcome: {
      id: measured.id,
      verdict: "worked",
      verdictLabel: "Funcionou",
      summary: "Efeito associado à mudança: +0,75 p.p.",
      nextDueAt: null,
    },
  };

  it("shows beside a done recommendation its verdict and what the other accounts saw", () => {
    const html = renderToStaticMarkup(<RecommendationCard item={item} onStatus={() => {}} />);
    expect(html).toContain(">Funcionou para 64% das contas que seguiram.</p>");
    expect(html).toMatch(/data-testid="recommendation-outcome".*>Funcionou<\/span>/);
    expect(html).toContain("Efeito associado à mudança: +0,75 p.p.");
  });
});
