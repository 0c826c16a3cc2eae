// The setup page's texts, both networks' (the connection by username and Instagram Login are Instagram's).
// Verbatim where the original product gave the text (docs/product/texts.md, docs/product/screens.md).
export const socialAccountsMessages = {
  connected: "Instagram conectado!",
  connectFailureTitle: "Erro na conexão",
  connectFailure: "Não foi possível conectar o Instagram. Tente novamente.",
  duplicateTitle: "Conta já conectada",
  duplicate: (username: string) => `O Instagram @${username} já está conectado.`,
  notSignedIn: "Você precisa estar logado para conectar o Instagram.",
  disconnected: "Conta desconectada",
  disconnectFailureTitle: "Erro ao desconectar",
  disconnectFailure: "Não foi possível desconectar a conta.",
  collectionDone: "Dados processados!",
  callbackFailureTitle: "Erro na autenticação",
  callbackFailure: "Não foi possível conectar sua conta do Instagram.",
  oauthError: "Erro ao conectar com Instagram",
  missingCode: "Código de autorização não encontrado",
  // Not in the spec: the collection's progress and its end states.
  runQueued: "Na fila…",
  runRunning: "Coletando dados…",
  runResuming: "Retomando a coleta…",
  runSlow:
    "A coleta está demorando mais que o normal, mas continua. Você pode esperar aqui ou voltar depois: os dados aparecerão no dashboard.",
  runSucceeded: "Dados processados! Abrindo o dashboard…",
  runFailed: "A coleta não foi concluída. Tente novamente.",
  runTimedOut:
    "A coleta está demorando mais que o esperado e continuará em segundo plano. Os dados aparecerão no dashboard assim que ficarem prontos.",
} as const;
