// Who creates and revokes API keys and what a key reads (docs/decisions/030-roles.md: every
// role creates keys; a key reads at most what its creator may, while they are a member; owners
// and admins see and revoke every key, the others their own). Said once, for /api-docs and the
// public OpenAPI document's security scheme.
export const apiKeyAccessTexts = {
  create:
    "Qualquer membro do espaço de trabalho, em qualquer papel (Proprietário, Administrador, Editor ou Leitor), cria as próprias chaves",
  reach:
    "uma chave lê no máximo o que quem a criou pode ver (só as contas a que essa pessoa tem acesso) e para de funcionar se ela sair da equipe",
  revoke: "O proprietário e os administradores veem e revogam todas as chaves; os demais membros, as próprias.",
} as const;
