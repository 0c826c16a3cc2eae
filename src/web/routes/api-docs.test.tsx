import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import Page, { loader } from "./api-docs";
import type { Route } from "./+types/api-docs";

function renderPage() {
  const props = { loaderData: loader() } as unknown as Route.ComponentProps;
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <Page {...props} />
    </MemoryRouter>,
  );
  // The introduction's paragraphs, before the endpoints' reference.
  return html.replace(/<[^>]+>/g, "").split("Limite de uso:")[0]!;
}

describe("/api-docs", () => {
  it("says every role creates its own keys, as docs/decisions/030-roles.md lets them, and who revokes which", () => {
    const text = renderPage();
    expect(text).toContain(
      "Qualquer membro do espaço de trabalho, em qualquer papel (Proprietário, Administrador, Editor ou Leitor), cria as próprias chaves em Chaves de API",
    );
    expect(text).toContain("O proprietário e os administradores veem e revogam todas as chaves; os demais membros, as próprias.");
    expect(text).not.toContain("O proprietário do espaço de trabalho cria");
  });
});
