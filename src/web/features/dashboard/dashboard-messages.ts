// docs/product/screens.md, docs/product/texts.md: the dashboard's texts, verbatim.
export const dashboardMessages = {
  loadFailure: "Erro ao carregar dados",
  refreshSuccess: "Dados atualizados",
  refreshFailure: "Erro na atualização",
  collectionDone: "Dados processados!",
  // Not in the spec: a run that failed or did not finish within the 120 s of polling.
  collectionFailed: "A coleta não foi concluída",
  collectionSlow: "A coleta está demorando mais que o normal, mas continua. Os dados aparecem aqui assim que ela terminar.",
  collectionTimeout: "A coleta está demorando mais que o esperado. Os dados aparecem aqui assim que ela terminar.",
  waitingTitle: "Aguardando Dados",
  startCollection: "Iniciar Coleta de Dados",
  staleTitle: "Dados desatualizados",
  demoBadge: "Dados de demonstração",
  indicatorsEmpty: "Nenhum indicador avançado encontrado",
  calculateIndicators: "Calcular Indicadores",
  indicatorsCalculated: "Indicadores avançados calculados com sucesso!",
  indicatorsCalculateFailure: "Erro ao calcular indicadores avançados",
  indicatorsLoadFailure: "Erro ao carregar indicadores avançados",
  unauthenticated: "Usuário não autenticado",
} as const;
