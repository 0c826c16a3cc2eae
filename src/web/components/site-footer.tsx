import { Link } from "react-router";
import { Logo } from "./logo";

const footerGroups = [
  {
    title: "Produto",
    links: [
      { label: "Planos", to: "/plans" },
      { label: "Demonstração", to: "/demo" },
      { label: "Integrações", to: "/integracoes" },
      { label: "Documentação da API", to: "/api-docs" },
    ],
  },
  {
    title: "Empresa",
    links: [
      { label: "Sobre", to: "/sobre" },
      { label: "Blog", to: "/blog" },
      { label: "Carreiras", to: "/carreiras" },
      { label: "Contato", to: "/contato" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Política de Privacidade", to: "/privacidade" },
      { label: "Termos de Uso", to: "/termos" },
      { label: "Política de Cookies", to: "/cookies" },
    ],
  },
] as const;

const footerLinkClass =
  "rounded-sm text-sm text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60";

// Loaded on click: the consent store is not part of every page's first JavaScript.
const openCookiePreferences = () => void import("~/lib/cookie-consent").then((module) => module.openCookiePreferences());

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted">
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_3fr] lg:px-8">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">
            Análise de Instagram e TikTok para marcas, criadores e equipes de marketing.
          </p>
        </div>
        <nav aria-label="Rodapé" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {footerGroups.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold text-foreground">{group.title}</h2>
              <ul className="mt-3 space-y-2">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={footerLinkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
                {group.title === "Legal" ? (
                  <li>
                    {/* Reopens the cookie banner (LGPD: withdrawing consent is as easy as giving it). */}
                    <button type="button" className={`${footerLinkClass} text-left`} onClick={openCookiePreferences}>
                      Preferências de cookies
                    </button>
                  </li>
                ) : null}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto w-full max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Inteligram. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}
