// The roles of a workspace's members (docs/product/teams-and-roles.md,
// docs/decisions/030): what each may do, in one table shared by the server's checks and the
// pages that hide what a person may not use.

export const workspaceRoles = ["owner", "admin", "editor", "viewer"] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];
/** The roles an owner or admin gives (ownership changes hands only by a transfer). */
export const assignableRoles = ["admin", "editor", "viewer"] as const satisfies readonly WorkspaceRole[];
export type AssignableRole = (typeof assignableRoles)[number];

export const roleLabels: Readonly<Record<WorkspaceRole, string>> = {
  owner: "Proprietário",
  admin: "Administrador",
  editor: "Editor",
  viewer: "Leitor",
};

export const roleDescriptions: Readonly<Record<WorkspaceRole, string>> = {
  owner: "Tudo, inclusive plano e pagamento, transferência e exclusão do espaço de trabalho.",
  admin: "Tudo, menos plano e pagamento, transferência e exclusão do espaço de trabalho.",
  editor: "Conecta, coleta e desconecta contas; concorrentes, relatórios e recomendações.",
  viewer: "Vê, baixa e exporta; configura os próprios alertas. Não conecta, coleta nem altera configurações.",
};

// From least to most: each role may do what the roles before it may.
const rank: Readonly<Record<WorkspaceRole, number>> = { viewer: 0, editor: 1, admin: 2, owner: 3 };

/** Whether `role` is `least` or above it. */
export function hasRole(role: WorkspaceRole, least: WorkspaceRole) {
  return rank[role] >= rank[least];
}

/**
 * What a person may do, each named by the least role that may (docs/product/teams-and-roles.md):
 * - read: see, search, download, export; their own alerts, choices and e-mails.
 * - edit: connect, collect and disconnect accounts; competitors, reports, recommendations.
 * - manage: the team, the workspace's settings (company data, white-label, reports' recipients).
 * - own: billing and plan, ownership, deleting the workspace.
 */
export const capabilities = { read: "viewer", edit: "editor", manage: "admin", own: "owner" } as const satisfies Record<
  string,
  WorkspaceRole
>;
export type Capability = keyof typeof capabilities;

export function can(role: WorkspaceRole, capability: Capability) {
  return hasRole(role, capabilities[capability]);
}

/** Only editors and viewers can be limited to some accounts; an admin sees the whole workspace. */
export function canBeLimited(role: WorkspaceRole) {
  return role === "editor" || role === "viewer";
}

export const roleMessages = {
  viewer:
    "Seu papel nesta equipe é Leitor: você pode ver, baixar e exportar, mas não alterar. Peça a um administrador para mudar seu papel.",
  editor: "Seu papel nesta equipe não permite alterar as configurações do espaço de trabalho. Peça a um administrador.",
  admin: "Apenas o proprietário deste espaço de trabalho pode fazer isso.",
} as const;

/** The pt-BR refusal for a person whose role is below `least`. */
export function roleRefusal(role: WorkspaceRole, least: WorkspaceRole) {
  if (least === "owner") return roleMessages.admin;
  if (role === "viewer") return roleMessages.viewer;
  return roleMessages.editor;
}
