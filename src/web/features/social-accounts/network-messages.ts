import { platformLabels, type Platform } from "@core/social/platform-names";

/**
 * The words of a network's login and callback (docs/product/screens.md, docs/product/texts.md for Instagram's, the same sentences
 * with the network's name for the others).
 */
export function networkMessages(platform: Platform) {
  const label = platformLabels[platform];
  return {
    callbackTitle: `Conectando ${label}...`,
    waiting: `Aguarde enquanto confirmamos a autorização com o ${label}.`,
    connected: `${label} conectado!`,
    alreadyConnected: (username: string) =>
      `A conta @${username} do ${label} já estava conectada neste espaço de trabalho: a autorização foi renovada.`,
    cancelled: `Você cancelou a autorização no ${label}.`,
    oauthError: `Erro ao conectar com ${label}`,
    missingCode: "Código de autorização não encontrado",
    callbackFailureTitle: "Erro na autenticação",
    callbackFailure: `Não foi possível conectar sua conta do ${label}.`,
    backToSetup: `Voltar para Conectar ${label}`,
    connectAction: `Conectar ${label}`,
  };
}
