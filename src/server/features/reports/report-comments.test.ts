// The test server first: it extends zod with .openapi before the shared schemas load.
import { useTestServer, waitFor } from "../../test/server";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { CommentsSummary } from "@core/analytics/comments-summary";
import { formatDateTime } from "@core/format/format-date";
import { clearComments, insertComments } from "../../test/comments";
import type { TestClient } from "../../test/http-client";
import { collectedUser } from "../../test/users";

const t = useTestServer();

type Report = { id: string; status: string };

/** A report of the account's last 30 days, rendered by the job and read back as text. */
async function reportText(client: TestClient, accountId: string) {
  const queued = (await (await client.post("/api/reports", { accountId, period: "30d" })).json()) as Report;
  const report = await waitFor(async () => {
    const current = (await (await client.request(`/api/reports/${queued.id}`)).json()) as Report;
    return current.status === "done" || current.status === "failed" ? current : undefined;
  }, 90_000);
  expect(report.status).toBe("done");
  const bytes = new Uint8Array(await (await client.request(`/api/reports/${report.id}/download`)).arrayBuffer());
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("the report's comments page", { timeout: 300_000 }, () => {
  it("appears only when people commented in the period, with the dashboard's counts, sentiment, terms and frequent questions", async () => {
    const { client, accountId, workspaceId } = await collectedUser(t.server, "relatorio.comentarios");
    const db = t.server.context.db;
    await clearComments(db, accountId);
    expect(await reportText(client, accountId)).not.toContain("O que dizem os comentários");

    const [asked] = await insertComments(db, { accountId, workspaceId }, [
      { text: "Qual o valor do frete pra Recife?", username: "ana", hoursAgo: 30 },
    ]);
    await insertComments(db, { accountId, workspaceId }, [
      { text: "Qual o valor? 😍", username: "bia", hoursAgo: 50, repliedHoursAgo: 48 },
      { text: "Amei o vestido, perfeito! #verao", username: "caio", hoursAgo: 70 },
      { text: "Péssimo atendimento, pedido atrasou", username: "duda", hoursAgo: 80 },
      // Asked 5 hours ago: still waiting for an answer, neither answered nor "sem resposta".
      { text: "Tem na cor azul?", username: "edu", hoursAgo: 5 },
    ]);
    const summary = (await (
      await client.request(`/api/comments/summary?accountId=${accountId}&period=30d`)
    ).json()) as CommentsSummary;
    const text = await reportText(client, accountId);
    expect(text).toContain("O que dizem os comentários");
    expect(text).toContain("5 comentários recebidos");
    expect(text).toContain("Comentários por dia");
    expect(text).toContain(`Perguntas sem resposta há mais de 24 h: ${summary.questions.unanswered}`);
    expect(summary.questions).toMatchObject({ answered: 1, unanswered: 1, waiting: 1 });
    // The dashboard's sentence: the answered share of 2, and the one still waiting.
    expect(text).toContain("50,0% das perguntas respondidas pela conta (1 de 2). 1 outra aguarda há menos de 24 h.");
    for (const [label, key] of [
      ["Positivo", "positive"],
      ["Neutro", "neutral"],
      ["Negativo", "negative"],
    ] as const) {
      expect(text).toContain(`${label} ${summary.sentiment[key].count} ${summary.sentiment[key].percent}%`);
    }
    expect(text).toContain("Classificação automática por palavras-chave");
    expect(text).toContain("Termos mais usados: valor (2)");
    expect(text).toContain("Hashtags mais usadas: #verao (1)");
    // The grouped questions with an example each: what was asked (emoji left out), by whom, when.
    expect(text).toContain(
      `Entrega e frete (1) “Qual o valor do frete pra Recife?” — @ana, ${formatDateTime(asked!.publishedAt.toISOString())} (sem resposta)`,
    );
    expect(text).toContain("Preço (1) “Qual o valor?” — @bia");
  });
});
