import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { facebookConnectionQueryKey, type FacebookConnection } from "~/lib/facebook-connection";
import { ConnectAccountCard } from "./connect-account-card";

const render = (title: "Conectar Meu Instagram" | "Adicionar Outra Conta", facebook?: FacebookConnection) => {
  const client = new QueryClient();
  if (facebook) client.setQueryData(facebookConnectionQueryKey, facebook);
  return renderToStaticMarkup(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <ConnectAccountCard title={title} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
};

const facebook = (overrides: Partial<FacebookConnection>): FacebookConnection => ({
  available: true,
  sandbox: true,
  status: "none",
  pages: [],
  pageName: null,
  igUsername: null,
  connectedAt: null,
  ...overrides,
});

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

  it("offers 'Conectar com o Facebook' beside 'Entrar com o Instagram' where Facebook Login is available", () => {
    const html = render("Adicionar Outra Conta", facebook({}));
    expect(html).toMatch(/Entrar com o Instagram<\/button><button[^>]*>[^]*Conectar com o Facebook<\/button>/);
    expect(html).toContain("Ambiente de testes");
    expect(render("Adicionar Outra Conta", facebook({ available: false }))).not.toContain("Facebook</button>");
    expect(render("Adicionar Outra Conta")).not.toContain("Facebook</button>");
  });

  it("lets the person choose the Page after the Facebook login, and asks to reconnect an expired connection", () => {
    const choosing = render(
      "Conectar Meu Instagram",
      facebook({ status: "choosing", pages: [{ pageId: "p1", pageName: "Minha Loja", igUsername: "minhaloja" }] }),
    );
    expect(choosing).toMatch(/<input type="radio" name="facebook-page" value="p1"/);
    expect(choosing).toContain("Usar esta página");
    expect(render("Conectar Meu Instagram", facebook({ status: "reconnect_needed" }))).toContain(
      "Reconectar com o Facebook</button>",
    );
  });
});
