// TikTok's username rules: 2-24 characters of ASCII letters, digits, '.' and '_' (TikTok shows
// them in lower case; stored that way, one account, one spelling).
export const tiktokUsernameMessages = {
  empty: "Por favor, digite um nome de usuário válido.",
  length: "O nome de usuário do TikTok tem de 2 a 24 caracteres.",
  characters: "Use apenas letras sem acento, números, ponto (.) e sublinhado (_).",
} as const;

const profileUrlPattern = /^(?:https?:\/\/)?(?:www\.|m\.)?tiktok\.com\/@?([^/?#\s]+)/i;

/** A typed username or a pasted profile link (tiktok.com/@marca), trimmed, without its '@', in lower case. */
export function normalizeTikTokUsername(value: string): string {
  const trimmed = value.trim();
  const fromLink = profileUrlPattern.exec(trimmed)?.[1] ?? trimmed;
  return (fromLink.startsWith("@") ? fromLink.slice(1) : fromLink).toLowerCase();
}

/** Null when `username` (already normalised) follows TikTok's rules, else a pt-BR message. */
export function validateTikTokUsername(username: string): string | null {
  if (username.length === 0) return tiktokUsernameMessages.empty;
  if (/[^A-Za-z0-9._]/.test(username)) return tiktokUsernameMessages.characters;
  if (username.length < 2 || username.length > 24) return tiktokUsernameMessages.length;
  return null;
}
