// The team screens' texts (pt-BR). The server's messages (limits, permissions, invitations that
// can no longer be used) are safe to show as they come and are shown as they are.

export const teamMessages = {
  loadErrorTitle: "Erro ao carregar a equipe",
  retry: "Tentar novamente",
  membersTitle: "Membros",
  invitationsTitle: "Convites pendentes",
  noInvitations: "Nenhum convite pendente.",
  you: "(você)",
  seatsTitle: "Usuários do plano",
  memberNote: "Somente o proprietário e os administradores convidam e removem pessoas; o plano é do proprietário.",

  roleLabel: "Papel",
  accessLegend: "Acesso às contas",
  accessAll: "Todas as contas",
  accessSome: "Somente as contas escolhidas",
  accessAdminNote: "Administradores veem todas as contas.",
  accessNoAccounts: "Nenhuma conta conectada ainda.",
  accessPickOne: "Escolha pelo menos uma conta.",
  changeAccessAction: "Alterar papel e contas",
  changeAccessTitle: (name: string) => `Papel e contas de ${name}`,
  saveAccess: "Salvar",
  savingAccess: "Salvando...",
  cancelAccess: "Cancelar",
  accessSaved: "Acesso atualizado",
  accessSavedDescription: (name: string) => `${name} passa a ver o que o novo acesso permite no próximo clique.`,
  accessFailure: "Não foi possível alterar o acesso",

  inviteTitle: "Convidar pessoa",
  inviteLabel: "Email da pessoa",
  inviteHint: "Enviaremos um link de convite válido por 7 dias.",
  inviteAction: "Enviar convite",
  invitePending: "Enviando...",
  inviteRequired: "Informe o email da pessoa.",
  invited: "Convite enviado",
  invitedDescription: (email: string) => `Enviamos o convite para ${email}. O link vale por 7 dias.`,
  inviteFailure: "Não foi possível enviar o convite",
  planLimitTitle: "Limite de usuários do plano",
  planLimitLink: "Ver meu plano",

  resendAction: "Reenviar",
  resent: "Convite reenviado",
  resentDescription: (email: string) => `Enviamos um novo link para ${email}, válido por 7 dias.`,
  resendFailure: "Não foi possível reenviar o convite",

  revokeAction: "Revogar",
  revokeTitle: "Revogar convite",
  revokeDescription: (email: string) =>
    `O link enviado para ${email} deixará de funcionar e o lugar volta a ficar livre no plano.`,
  revokeConfirm: "Revogar convite",
  revokePending: "Revogando...",
  revokeCancel: "Manter convite",
  revoked: "Convite revogado",

  removeAction: "Remover",
  removeTitle: "Remover da equipe",
  removeDescription: (name: string, email: string) =>
    `${name} (${email}) perderá o acesso aos dados deste espaço de trabalho na próxima página que abrir.`,
  removeConfirm: "Remover da equipe",
  removePending: "Removendo...",
  removed: "Membro removido",
  removedDescription: (name: string) => `${name} não faz mais parte da equipe.`,

  transferAction: "Tornar proprietário",
  transferTitle: "Transferir a propriedade",
  transferDescription: (name: string, workspace: string) =>
    `${name} passará a ser o proprietário de ${workspace}, com o plano, o faturamento e a equipe. Você continuará na equipe como membro.`,
  transferConfirm: "Transferir propriedade",
  transferPending: "Transferindo...",
  transferred: "Propriedade transferida",
  transferredDescription: (name: string) => `${name} agora é o proprietário do espaço de trabalho.`,

  leaveTitle: "Sair da equipe",
  leaveText: "Você deixará de ver os dados deste espaço de trabalho. Para voltar, será preciso um novo convite.",
  leaveAction: "Sair da equipe",
  leaveDescription: (workspace: string) =>
    `Você perderá o acesso aos dados de ${workspace}. Para voltar, será preciso um novo convite do proprietário.`,
  leaveConfirm: "Sair da equipe",
  leavePending: "Saindo...",
  leaveCancel: "Ficar na equipe",
  left: "Você saiu da equipe",
  ownerCannotLeave: "Para sair da equipe, transfira antes a propriedade para outro membro.",
} as const;

/** The invitation link's page (/convite/<token>). */
export const invitationMessages = {
  title: "Convite para a equipe",
  lead: (inviter: string) => `${inviter} convidou você para acompanhar os resultados desta equipe no Inteligram.`,
  workspace: "Espaço de trabalho",
  invitedBy: "Convidado por",
  invitedEmail: "Convite para",
  role: "Seu papel",
  accounts: "Contas",
  validUntil: "Válido até",
  signedInAs: "Você está conectado como",
  accept: "Aceitar convite",
  accepting: "Aceitando...",
  accepted: "Convite aceito!",
  acceptedDescription: (workspace: string) => `Agora você faz parte de ${workspace}.`,
  acceptFailure: "Não foi possível aceitar o convite",
  signOutAction: "Sair e usar outra conta",
  signedOutPrompt: (email: string) => `Para aceitar, entre ou crie uma conta com o email ${email}.`,
  signIn: "Entrar",
  signUp: "Criar conta",
  home: "Ir para a página inicial",
  dashboard: "Ir para o dashboard",
  loadErrorTitle: "Erro ao carregar o convite",
} as const;

/** Why an invitation link can no longer be used, and what to do instead. */
export const invitationProblems = {
  accepted: {
    title: "Este convite já foi usado",
    text: "Este convite já foi aceito e não pode ser usado de novo. Se foi você quem aceitou, a equipe já está na sua conta.",
  },
  revoked: {
    title: "Este convite foi cancelado",
    text: "Quem enviou o convite o cancelou. Se você ainda deve participar da equipe, peça um novo convite ao proprietário.",
  },
  expired: {
    title: "Este convite expirou",
    text: "Os convites valem por 7 dias. Peça ao proprietário da equipe que reenvie o convite.",
  },
  unknown: {
    title: "Convite não encontrado",
    text: "Não encontramos este convite. Confira se o endereço do link foi copiado inteiro do email.",
  },
} as const;

export type InvitationProblem = keyof typeof invitationProblems;
