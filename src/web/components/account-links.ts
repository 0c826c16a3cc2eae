/** What the header needs to know about the signed-in person. */
export type HeaderUser = { email: string };

export type NavItem = { label: string; to: string };

// spec §2 "Header": the signed-in user menu, in the spec's order ("Sair" is an action, not a
// link), with the team page (DECISIONS.md "Workspaces and seats") after the plan it counts seats of.
export const accountLinks: NavItem[] = [
  { label: "Trocar Senha", to: "/admin/change-password" },
  { label: "Faturamento", to: "/admin/billing" },
  { label: "Meu Plano", to: "/admin/my-plan" },
  { label: "Equipe", to: "/admin/equipe" },
  { label: "Relatórios", to: "/relatorios" },
  { label: "Chaves de API", to: "/admin/api" },
  { label: "Meus dados", to: "/admin/dados" },
  { label: "Ver Planos", to: "/plans" },
];
