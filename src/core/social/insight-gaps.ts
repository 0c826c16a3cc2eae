import { platformLabels, type Platform } from "./platform-names";
import type { InsightsUnavailableReason } from "./owner-insights";

// Zod-free: why one of the owner's figures is missing, in the words every surface shows in its
// place (never a 0; docs/decisions/040-owner-insights.md). The short names are the product's
// ("conexão por usuário", "conta pessoal", "menos de 100 seguidores", "dados em até 48 h").

/** The reason in a few words, for a card or a table cell. */
export const insightGapLabels: Readonly<Record<InsightsUnavailableReason, string>> = {
  username_connection: "Conexão por usuário",
  personal_account: "Conta pessoal",
  few_followers: "Menos de 100 seguidores",
  delayed: "Dados em até 48 h",
  not_supported: "Não informado pela rede",
  no_data: "Sem dados",
  missing_permission: "Permissão não concedida",
  unavailable: "Indisponível no momento",
};

/** The reason in a sentence, naming the account's network (and the permission to grant, where one is missing). */
export function describeInsightGap(
  gap: { reason: InsightsUnavailableReason; permission?: string | null },
  platform: Platform,
): string {
  const network = platformLabels[platform];
  switch (gap.reason) {
    case "username_connection":
      return `Conexão por usuário: só a conta conectada pelo login do ${network} mostra este dado.`;
    case "personal_account":
      return `Conta pessoal: o ${network} só informa este dado para contas profissionais.`;
    case "few_followers":
      return `Menos de 100 seguidores: o ${network} só informa o público a partir de 100 seguidores.`;
    case "delayed":
      return `Dados em até 48 h: o ${network} ainda não calculou este dado.`;
    case "not_supported":
      return `O ${network} não informa este dado para esta conta.`;
    case "no_data":
      return `O ${network} não informou este dado (por exemplo, poucas visualizações).`;
    case "missing_permission":
      return gap.permission
        ? `A conexão não autorizou a permissão ${gap.permission}. Reconecte a conta e autorize essa permissão para ver este dado.`
        : "A conexão não autorizou a leitura deste dado. Reconecte a conta e autorize todas as permissões pedidas.";
    case "unavailable":
      return `O ${network} não respondeu na última leitura. Tentaremos de novo na próxima coleta.`;
  }
}
