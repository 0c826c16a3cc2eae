import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ConnectAccountCard } from "./connect-account-card";

const render = (title: "Conectar Meu Instagram" | "Adicionar Outra Conta") =>
  renderToStaticMarkup(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <ConnectAccountCard title={title} />
      </QueryClientProvider>
    </MemoryRouter>,
  );

describe("ConnectAccountCard", () => {
  it.each(["Conectar Meu Instagram", "Adicionar Outra Conta"] as const)(
    "'%s' shows the username field with Conectar and Cancelar at once, nothing to click first",
    (title) => {
      const html = render(title);
      expect(html).toContain(title);
      const field = /<input[^>]*id="instagram-username"[^>]*>/.exec(html)?.[0];
      expect(field).toBeDefined();
      expect(html).not.toMatch(/<div[^>]*hidden=""[^>]*>[^]*instagram-username/);
      expect(html).not.toContain("aria-expanded");
      expect(html).toContain(">Conectar</button>");
      expect(html).toContain(">Cancelar</button>");
      expect(html).toContain("Entrar com o Instagram");
    },
  );
});
