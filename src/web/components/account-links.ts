/** What the header needs to know about the signed-in person. */
export type HeaderUser = { email: string };

export type NavItem = { label: string; to: string };

// docs/product/screens.md "Header": the signed-in user menu, in its order ("Sair" is an action, not a
// link), with the team page (docs/product/teams-and-roles.md) after the plan it counts seats of.
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
