// Zod-free, so that a page can check a username as it is typed without loading zod
// (instagram-username.ts adds the schemas; decision 032).

// Instagram's username rules: 1-30 characters of ASCII letters, digits, '.' and '_', not
// starting or ending with '.', never two '.' in a row. Instagram treats them case-insensitively
// and shows them in lower case, so we store them that way (one account, one spelling).
export const instagramUsernameMaxLength = 30;

export const instagramUsernameMessages = {
  // docs/product/screens.md, verbatim.
  empty: "Por favor, digite um nome de usuário válido.",
  tooLong: "O nome de usuário do Instagram tem no máximo 30 caracteres.",
  characters: "Use apenas letras sem acento, números, ponto (.) e sublinhado (_).",
  edgeDot: "O nome de usuário não pode começar nem terminar com ponto.",
  doubleDot: "O nome de usuário não pode ter dois pontos seguidos.",
} as const;

const profileUrlPattern = /^(?:https?:\/\/)?(?:www\.|m\.)?instagram\.com\/([^/?#\s]+)/i;

// A pasted profile link (instagram.com/natgeo/?hl=pt-br) stands for its username.
function extractFromProfileUrl(value: string): string {
  return profileUrlPattern.exec(value)?.[1] ?? value;
}

/** Manual connect (docs/product/screens.md): trimmed, the first '@' stripped; also accepts a profile link. */
export function normalizeManualUsername(value: string): string {
  const trimmed = extractFromProfileUrl(value.trim());
  return (trimmed.startsWith("@") ? trimmed.slice(1) : trimmed).toLowerCase();
}

/** Onboarding handle (docs/product/screens.md): trimmed, every '@' stripped; also accepts a profile link. */
export function normalizeOnboardingHandle(value: string): string {
  return extractFromProfileUrl(value.trim()).replaceAll("@", "").toLowerCase();
}

/** Null when `username` (already normalised) follows Instagram's rules, else a pt-BR message. */
export function validateInstagramUsername(username: string): string | null {
  if (username.length === 0) return instagramUsernameMessages.empty;
  if (username.length > instagramUsernameMaxLength) return instagramUsernameMessages.tooLong;
  if (/[^A-Za-z0-9._]/.test(username)) return instagramUsernameMessages.characters;
  if (username.startsWith(".") || username.endsWith(".")) return instagramUsernameMessages.edgeDot;
  if (username.includes("..")) return instagramUsernameMessages.doubleDot;
  return null;
}

export function isValidInstagramUsername(username: string): boolean {
  return validateInstagramUsername(username) === null;
}
