/** The signed-in person as the web app knows them (auth.tsx, auth-session.ts). */
export type AuthUser = { id: string; email: string; name: string };
