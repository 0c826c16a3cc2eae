// Zod-free, so that the team page can say its seats without loading zod (team-responses.ts
// re-exports it beside the schemas; decision 032).

/** "2 de 3 usuários" */
export function formatSeats(used: number, limit: number | null): string {
  const noun = (n: number) => (n === 1 ? "usuário" : "usuários");
  return limit === null ? `${used} ${noun(used)}` : `${used} de ${limit} ${noun(limit)}`;
}
