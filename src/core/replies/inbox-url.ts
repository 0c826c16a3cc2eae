import { questionTopics, type QuestionTopic } from "../comments/question-groups";
import type { Sentiment } from "../comments/sentiment";
import type { InboxKind, InboxState } from "./replies-responses";

// The /respostas address (docs/decisions/048-replies.md): its filters in pt-BR words, read the
// same by the page and by the signed-in pages' table, which asks the API for the same answer.

export type InboxUrlState = {
  accountId: string | null;
  clientId: string | null;
  kind: InboxKind | null;
  sentiment: Sentiment | null;
  topic: QuestionTopic | null;
  from: string | null;
  to: string | null;
  state: InboxState;
  mine: boolean;
};

const kindWords: Readonly<Record<InboxKind, string>> = { question: "perguntas", comment: "comentarios" };
const stateWords: Readonly<Record<InboxState, string>> = { open: "aguardando", done: "respondidas", all: "todas" };
const sentimentWords: Readonly<Record<Sentiment, string>> = { positive: "positivo", neutral: "neutro", negative: "negativo" };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const day = /^\d{4}-\d{2}-\d{2}$/;

function keyOf<K extends string>(words: Readonly<Record<K, string>>, word: string | null): K | null {
  const found = (Object.entries(words) as [K, string][]).find(([, value]) => value === word);
  return found ? found[0] : null;
}

/** The filters in the address; anything unreadable is left out (no filter), never an error. */
export function readInboxUrl(params: URLSearchParams): InboxUrlState {
  const id = (name: string) => {
    const value = params.get(name);
    return value && uuid.test(value) ? value.toLowerCase() : null;
  };
  const date = (name: string) => {
    const value = params.get(name);
    return value && day.test(value) ? value : null;
  };
  const topic = params.get("assunto");
  return {
    accountId: id("conta"),
    clientId: id("cliente"),
    kind: keyOf(kindWords, params.get("tipo")),
    sentiment: keyOf(sentimentWords, params.get("sentimento")),
    topic: questionTopics.includes(topic as QuestionTopic) ? (topic as QuestionTopic) : null,
    from: date("de"),
    to: date("ate"),
    state: keyOf(stateWords, params.get("situacao")) ?? "open",
    mine: params.get("minhas") === "1",
  };
}

/** The address's search for these filters (defaults left out). */
export function inboxUrlSearch(state: InboxUrlState): string {
  const params = new URLSearchParams();
  if (state.accountId) params.set("conta", state.accountId);
  if (state.clientId) params.set("cliente", state.clientId);
  if (state.kind) params.set("tipo", kindWords[state.kind]);
  if (state.sentiment) params.set("sentimento", sentimentWords[state.sentiment]);
  if (state.topic) params.set("assunto", state.topic);
  if (state.from) params.set("de", state.from);
  if (state.to) params.set("ate", state.to);
  if (state.state !== "open") params.set("situacao", stateWords[state.state]);
  if (state.mine) params.set("minhas", "1");
  return params.toString();
}

/** GET /api/replies's query for these filters, in a fixed order (the page's and the table's read are one). */
export function inboxApiQuery(state: InboxUrlState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.accountId) query.accountId = state.accountId;
  if (state.clientId) query.clientId = state.clientId;
  if (state.kind) query.kind = state.kind;
  if (state.sentiment) query.sentiment = state.sentiment;
  if (state.topic) query.topic = state.topic;
  if (state.from) query.from = state.from;
  if (state.to) query.to = state.to;
  query.state = state.state;
  if (state.mine) query.mine = "1";
  return query;
}

export function inboxApiQueryString(state: InboxUrlState): string {
  return new URLSearchParams(inboxApiQuery(state)).toString();
}
