// The inbox's kinds, states and reasons in pt-BR, without zod: the /respostas page loads them
// with its first screen, and zod only when an answer is parsed (docs/decisions/032).

export const inboxKinds = ["question", "comment"] as const;
export type InboxKind = (typeof inboxKinds)[number];
export const inboxStates = ["open", "done", "all"] as const;
export type InboxState = (typeof inboxStates)[number];

export const inboxStateLabels: Readonly<Record<InboxState, string>> = {
  open: "Aguardando",
  done: "Respondidas e tratadas",
  all: "Todas",
};
export const inboxKindLabels: Readonly<Record<InboxKind | "all", string>> = {
  all: "Perguntas e comentários",
  question: "Só perguntas",
  comment: "Só comentários",
};

/**
 * Whether the account can answer through Inteligram, or why not: `username` (connected by
 * username: the public scraper cannot write), `not_supported` (the network has no comments API:
 * TikTok's Display API), `reconnect` (the connection needs to be made again).
 */
export const replyAbilities = ["yes", "demo", "username", "not_supported", "reconnect"] as const;
export type ReplyAbility = (typeof replyAbilities)[number];

export const replyAbilityNotes: Readonly<Record<Exclude<ReplyAbility, "yes">, string>> = {
  demo: "Dados de demonstração: a resposta fica guardada no Inteligram, nada vai para a rede.",
  username:
    "Esta conta foi conectada pelo nome de usuário, que só lê dados públicos: para responder daqui, conecte-a com o login do Instagram ou do Facebook.",
  not_supported: "O TikTok não oferece comentários pela API que o Inteligram usa: responda pelo aplicativo do TikTok.",
  reconnect: "A conexão desta conta precisa ser refeita antes de responder daqui.",
};
