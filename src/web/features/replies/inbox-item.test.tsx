// @vitest-environment happy-dom
import type { InboxItem } from "@core/replies/replies-responses";
import { replyTextMessages } from "@core/replies/reply-text";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InboxItemCard } from "./inbox-item";
import { repliesKeys } from "./replies-api";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item: InboxItem = {
  id: "0b7e2a52-3f3c-4a55-9a0e-6f0b8c1d2e3f",
  accountId: "6d1f0c8e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  username: "lojadaana",
  platform: "instagram",
  clientName: null,
  commenter: "cliente_maria",
  text: "Qual o prazo de entrega para Recife?",
  publishedAt: "2026-11-20T13:05:00.000Z",
  isQuestion: true,
  sentiment: "neutral",
  topic: "entrega",
  topicLabel: "Entrega e frete",
  unanswered: true,
  answeredAt: null,
  handled: null,
  assignee: null,
  hidden: null,
  post: {
    permalink: "https://www.instagram.com/p/ABC123/",
    caption: "Coleção nova",
    thumbnailUrl: "",
    publishedAt: "2026-11-19T13:00:00.000Z",
  },
  thread: [],
  replies: [],
  replyAbility: "demo",
};
const members = [{ userId: "u1", name: "Maria Souza" }];

type Sent = { url: string; body: unknown };
let sent: Sent[];

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function renderItem(props: Partial<{ item: InboxItem; canAct: boolean }> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(repliesKeys.templates, {
    templates: [{ id: "7b0c2a52-3f3c-4a55-9a0e-6f0b8c1d2e3f", title: "Prazo", text: "Oi {nome}! Chega em 3 dias." }],
  });
  render(
    <QueryClientProvider client={client}>
      <ul>
        <InboxItemCard item={props.item ?? item} members={members} canAct={props.canAct ?? true} />
      </ul>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  sent = [];
});

describe("an inbox item", () => {
  it("shows a viewer the question, its post and no reply box or action", () => {
    renderItem({ canAct: false });
    expect(screen.getByText("Qual o prazo de entrega para Recife?")).toBeTruthy();
    expect(screen.getByText("Sem resposta")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Ver o post/ }).getAttribute("href")).toBe("https://www.instagram.com/p/ABC123/");
    expect(screen.queryByRole("button", { name: "Responder" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Marcar como tratada" })).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("refuses an empty or too long reply in pt-BR before sending anything", async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      if (init.method === "POST") sent.push({ url: _url, body: init.body });
      return answer(500, { error: { code: "INTERNAL", message: "?" } });
    });
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderItem();
    await user.click(screen.getByRole("button", { name: "Responder" }));
    await user.click(screen.getByRole("button", { name: "Enviar resposta" }));
    const box = screen.getByLabelText("Sua resposta para @cliente_maria");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(replyTextMessages.empty)).toBeTruthy();
    fireEvent.change(box, { target: { value: "a".repeat(2_201) } });
    expect(screen.getByText("2.201 de 2.200 caracteres")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Enviar resposta" }));
    expect(screen.getByText(replyTextMessages.tooLong)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("fills a saved reply with the commenter's @, shows the network's refusal and retries with the same key", async () => {
    const replies = [
      answer(502, {
        error: {
          code: "EXTERNAL_SERVICE",
          message: "A rede limitou os envios por agora: tente de novo em alguns minutos.",
          reason: "NETWORK_RETRYABLE",
        },
      }),
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        if (init.method === "POST") sent.push({ url, body: JSON.parse(String(init.body)) });
        return replies.shift() ?? answer(500, { error: { code: "INTERNAL", message: "?" } });
      }),
    );
    const user = userEvent.setup();
    renderItem();
    await user.click(screen.getByRole("button", { name: "Responder" }));
    await user.selectOptions(screen.getByLabelText("Usar uma resposta salva"), "Prazo");
    const box = screen.getByLabelText("Sua resposta para @cliente_maria") as HTMLTextAreaElement;
    expect(box.value).toBe("Oi @cliente_maria! Chega em 3 dias.");
    await user.click(screen.getByRole("button", { name: "Enviar resposta" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("A rede limitou os envios por agora");
    expect(alert.textContent).toContain("não será enviada duas vezes");
    await user.click(screen.getByRole("button", { name: "Tentar de novo" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    const [first, second] = sent as [Sent, Sent];
    expect(first.url).toBe(`/api/replies/${item.id}/reply`);
    expect((first.body as { idempotencyKey: string }).idempotencyKey).toBe(
      (second.body as { idempotencyKey: string }).idempotencyKey,
    );
    expect((first.body as { text: string }).text).toBe("Oi @cliente_maria! Chega em 3 dias.");
  });

  it("says why an account connected by username cannot answer", () => {
    renderItem({ item: { ...item, replyAbility: "username" } });
    expect(screen.getByText(/conectada pelo nome de usuário/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Responder" })).toBeNull();
  });
});
