import { describe, expect, it } from "vitest";
import {
  analysisSystemPrompt,
  buildAnalysisFacts,
  isAcceptableAnalysis,
  renderAnalysisPrompt,
  writeTemplateAnalysis,
} from "./content-analysis";
import type { EnginePost } from "./types";

const post = (id: string, likes: number, caption: string, type: EnginePost["type"] = "image"): EnginePost => ({
  id,
  type,
  publishedAt: new Date("2026-11-10T15:00:00Z"),
  likes,
  comments: 0,
  views: null,
  caption,
});
const posts = [
  post("a", 900, "Qual é o seu café favorito? #cafe", "clips"),
  post("b", 100, "Promoção de hoje. Confira na loja #promo"),
  post("c", 500, "Bastidores da torra"),
  post("d", 50, ""),
];

describe("content analysis", () => {
  const facts = buildAnalysisFacts({
    period: "nos últimos 30 dias",
    posts,
    followers: 10_000,
    evidence: ["Seus Reels tiveram 2,3x o engajamento."],
  });

  it("gives the writer the 3 best and the 3 worst posts with the dashboard's rates, and the evidence", () => {
    expect(facts.best.map((p) => [p.type, p.rate, p.interactions])).toEqual([
      ["Reels", "9,00%", "900"],
      ["Foto", "5,00%", "500"],
      ["Foto", "1,00%", "100"],
    ]);
    expect(facts.worst.map((p) => p.interactions)).toEqual(["50"]);
    expect(renderAnalysisPrompt(facts)).toContain(
      '- Reels de 10/11/2026: 9,00% de engajamento, 900 interações. Legenda: "Qual é o seu café favorito? #cafe"',
    );
    expect(renderAnalysisPrompt(facts)).toContain("- Seus Reels tiveram 2,3x o engajamento.");
  });

  it("writes the stand-in's text from templates, with caption suggestions", () => {
    const text = writeTemplateAnalysis(facts);
    expect(text).toMatch(
      /^Suas publicações com mais engajamento nos últimos 30 dias foram: Reels de 10\/11\/2026 \(9,00% de engajamento, 900 interações\)/,
    );
    expect(text).toContain('1. Repita a abordagem de "Qual é o seu café favorito"');
    expect(text).toContain('2. Reescreva "sem legenda" como uma pergunta');
    expect(writeTemplateAnalysis(buildAnalysisFacts({ period: "neste mês", posts: [], followers: 1, evidence: [] }))).toBe(
      "Não há publicações neste mês para analisar. Publique e colete os dados para receber a análise.",
    );
  });

  it("accepts Portuguese text of a sensible length and refuses empty, too long or English answers", () => {
    expect(isAcceptableAnalysis(writeTemplateAnalysis(facts))).toBe(true);
    expect(isAcceptableAnalysis("")).toBe(false);
    expect(isAcceptableAnalysis("   curto   ")).toBe(false);
    expect(isAcceptableAnalysis(`${writeTemplateAnalysis(facts)} `.repeat(20))).toBe(false);
    expect(
      isAcceptableAnalysis(
        "Your Reels did great this month and the captions with questions got more comments than the rest of the posts you made.",
      ),
    ).toBe(false);
  });

  it("asks the model for an analyst of the account's own network", () => {
    expect(analysisSystemPrompt("tiktok")).toMatch(/^Você é um analista de TikTok /);
    expect(analysisSystemPrompt("instagram")).toMatch(/^Você é um analista de Instagram /);
    const facts = buildAnalysisFacts({ period: "neste mês", posts: [], followers: 1, evidence: [], platform: "tiktok" });
    expect(facts.platform).toBe("tiktok");
  });
});
