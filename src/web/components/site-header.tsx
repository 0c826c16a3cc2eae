import { lazy, Suspense, useId, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { CloseIcon, LogOutIcon, MenuIcon } from "~/components/ui/shell-icons";
import { Skeleton } from "~/components/ui/skeleton";
import { cn } from "~/lib/cn";
import { accountLinks, type HeaderUser, type NavItem } from "./account-links";
import { Logo } from "./logo";

export type { HeaderUser } from "./account-links";

// Signed-in only: keeps the dropdown (Radix menu, popper) out of the public pages' first load.
const UserMenu = lazy(() => import("./user-menu"));
// The mobile menu's workspace switcher loads (and reads the list) when a signed-in person opens it.
const MobileWorkspaceSwitcher = lazy(() => import("./workspace-switcher"));
const AlertsBell = lazy(() => import("~/components/alerts-bell"));

export type SiteHeaderProps = {
  /** `null` renders the signed-out header (docs/product/screens.md "Header"). */
  user: HeaderUser | null;
  /**
   * A signed-in page waiting for its session: the signed-in links and a placeholder for the
   * account menu, not "Entrar" to a person who is signed in (the page sends the others to /login).
   */
  pending?: boolean;
  /** Called by "Sair"; the caller signs out and shows the docs/product/texts.md toasts. */
  onSignOut?: () => void;
};

// docs/product/screens.md "Header", in its order.
const signedOutLinks: NavItem[] = [
  { label: "Recursos", to: "/#features" },
  { label: "Planos", to: "/#pricing" },
  { label: "Sobre", to: "/sobre" },
];

const signedInLinks: NavItem[] = [
  { label: "Sobre", to: "/sobre" },
  { label: "Dashboard", to: "/dashboard" },
  { label: "Concorrentes", to: "/concorrentes" },
  { label: "Busca", to: "/busca" },
  { label: "Conectar Redes Sociais", to: "/social-media-setup" },
  { label: "Planos", to: "/plans" },
];

const navLinkClass =
  "rounded-md px-2.5 py-2 text-sm whitespace-nowrap font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 aria-[current=page]:text-foreground";

export function SiteHeader({ user, pending = false, onSignOut }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const links = user || pending ? signedInLinks : signedOutLinks;
  const menuPlaceholder = <Skeleton className="h-10 w-48" />;

  function closeMenu({ restoreFocus = false } = {}) {
    setMenuOpen(false);
    if (restoreFocus) toggleRef.current?.focus();
  }

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />

        <nav aria-label="Navegação principal" className="hidden items-center gap-1 lg:flex">
          <NavLinks links={links} />
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          {user ? (
            <Suspense fallback={null}>
              <AlertsBell />
            </Suspense>
          ) : null}
          {user ? (
            <Suspense fallback={menuPlaceholder}>
              <UserMenu user={user} onSignOut={onSignOut} />
            </Suspense>
          ) : pending ? (
            menuPlaceholder
          ) : (
            <>
              <Button asChild variant="ghost">
                <Link to="/login">Entrar</Link>
              </Button>
              <Button asChild>
                <Link to="/signup">Começar Agora</Link>
              </Button>
            </>
          )}
        </div>

        <div className="flex items-center gap-1 lg:hidden">
          {user ? (
            <Suspense fallback={null}>
              <AlertsBell />
            </Suspense>
          ) : null}
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="sr-only">{menuOpen ? "Fechar menu" : "Abrir menu"}</span>
          </Button>
        </div>
      </div>

      <div
        id={menuId}
        hidden={!menuOpen}
        className="border-t lg:hidden"
        onKeyDown={(event) => {
          if (event.key === "Escape") closeMenu({ restoreFocus: true });
        }}
      >
        <nav aria-label="Navegação principal" className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3 sm:px-6">
          <NavLinks links={links} onNavigate={() => closeMenu()} className="py-2.5 text-base" />
          {user ? (
            <>
              <p className="mt-2 border-t px-3 pt-4 pb-1 text-sm font-medium break-all text-foreground">{user.email}</p>
              {menuOpen ? (
                <Suspense fallback={null}>
                  <MobileWorkspaceSwitcher onSelect={() => closeMenu()} />
                </Suspense>
              ) : null}
              <NavLinks links={accountLinks} onNavigate={() => closeMenu()} className="py-2.5 text-base" />
              <Button
                variant="outline"
                className="mt-2 justify-start"
                onClick={() => {
                  closeMenu();
                  onSignOut?.();
                }}
              >
                <LogOutIcon />
                Sair
              </Button>
            </>
          ) : pending ? null : (
            <div className="mt-2 grid gap-2 border-t pt-4">
              <Button asChild variant="outline">
                <Link to="/login" onClick={() => closeMenu()}>
                  Entrar
                </Link>
              </Button>
              <Button asChild>
                <Link to="/signup" onClick={() => closeMenu()}>
                  Começar Agora
                </Link>
              </Button>
            </div>
          )}
        </nav>
      </div>
    </header>
  );
}

function NavLinks({ links, onNavigate, className }: { links: NavItem[]; onNavigate?: () => void; className?: string }) {
  return links.map((link) =>
    // In-page anchors use Link: NavLink would mark every "/#..." entry as current on the landing page.
    link.to.includes("#") ? (
      <Link key={link.to} to={link.to} className={cn(navLinkClass, className)} onClick={onNavigate}>
        {link.label}
      </Link>
    ) : (
      <NavLink key={link.to} to={link.to} end className={cn(navLinkClass, className)} onClick={onNavigate}>
        {link.label}
      </NavLink>
    ),
  );
}
