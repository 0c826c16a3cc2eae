import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import {
  closeCookiePreferences,
  type ConsentChoice,
  cookieCategoryLifetimes,
  type OptionalCookieCategory,
  readStoredConsent,
  takeQueuedBannerClick,
} from "~/lib/cookie-consent";
import { saveConsent } from "~/lib/save-cookie-consent";

const optionalCategories: { id: OptionalCookieCategory; label: string; description: string }[] = [
  {
    id: "performance",
    label: "Desempenho",
    description: `Medem quantas pessoas visitam cada página e o que é mais usado, para melhorarmos o site. Duração: até ${cookieCategoryLifetimes.performance}.`,
  },
  {
    id: "functionality",
    label: "Funcionalidade",
    description: `Lembram escolhas que você fez no site entre uma visita e outra. Duração: até ${cookieCategoryLifetimes.functionality}.`,
  },
];

const noOptionalCookies: ConsentChoice = { performance: false, functionality: false };
const allCookies: ConsentChoice = { performance: true, functionality: true };

/**
 * The cookie banner (ANPD guide): "Aceitar todos" and "Rejeitar não essenciais" side by side
 * with the same weight, "Personalizar" for each category. A labelled region that doesn't
 * steal focus on a first visit; reopened from the footer it takes focus and gives it back.
 */
export default function CookieBanner({ mode }: { mode: "first-visit" | "preferences" }) {
  const titleId = useId();
  const descriptionId = useId();
  const preferencesId = useId();
  const bannerRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [opener] = useState(() => (typeof document === "undefined" ? null : document.activeElement));
  const [customizing, setCustomizing] = useState(mode === "preferences");
  const [choice, setChoice] = useState<ConsentChoice>(() => {
    const stored = readStoredConsent();
    return stored ? { performance: stored.performance, functionality: stored.functionality } : noOptionalCookies;
  });

  useEffect(() => {
    if (mode === "preferences") titleRef.current?.focus();
  }, [mode]);

  // The banner was in the page before its code: a button clicked meanwhile is clicked again now.
  useEffect(() => {
    const clicked = takeQueuedBannerClick();
    if (!clicked) return;
    const button = [...(bannerRef.current?.querySelectorAll("button") ?? [])].find(
      (candidate) => candidate.textContent === clicked,
    );
    button?.click();
  }, []);

  // Keep the banner from covering content: the page can scroll past it, and a focused
  // element is scrolled clear of it (WCAG 2.4.11).
  useEffect(() => {
    const banner = bannerRef.current;
    if (!banner || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = `${banner.offsetHeight}px`;
      root.style.scrollPaddingBottom = height;
      document.body.style.paddingBottom = height;
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = "";
      document.body.style.paddingBottom = "";
    };
  }, []);

  function finish(chosen: ConsentChoice) {
    saveConsent(chosen);
    restoreFocus();
  }

  function restoreFocus() {
    const target =
      opener instanceof HTMLElement && opener !== document.body && opener.isConnected
        ? opener
        : document.getElementById("conteudo");
    target?.focus();
  }

  return (
    <section
      ref={bannerRef}
      data-cookie-banner={mode}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4"
      onKeyDown={(event) => {
        if (event.key === "Escape" && mode === "preferences") {
          closeCookiePreferences();
          restoreFocus();
        }
      }}
    >
      <div className="mx-auto max-h-[80dvh] max-w-3xl overflow-y-auto rounded-xl border bg-card p-5 text-card-foreground shadow-lg">
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          Cookies e privacidade
        </h2>
        <p id={descriptionId} className="mt-2 text-sm text-muted-foreground">
          Usamos cookies essenciais para o Inteligram funcionar, como o que mantém você conectado. Cookies de desempenho e de
          funcionalidade só com a sua permissão, e você pode mudar de ideia quando quiser em “Preferências de cookies”, no rodapé.
          Saiba mais na{" "}
          <Link to="/cookies" className="font-medium text-primary underline underline-offset-4">
            Política de Cookies
          </Link>
          .
        </p>

        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button onClick={() => finish(noOptionalCookies)}>Rejeitar não essenciais</Button>
          <Button onClick={() => finish(allCookies)}>Aceitar todos</Button>
          <Button
            variant="outline"
            aria-expanded={customizing}
            aria-controls={customizing ? preferencesId : undefined}
            onClick={() => setCustomizing((open) => !open)}
          >
            Personalizar
          </Button>
        </div>

        {customizing ? (
          <fieldset id={preferencesId} className="mt-5 space-y-3 border-t pt-4">
            <legend className="float-left mb-3 w-full text-sm font-semibold">Escolha quais cookies aceitar</legend>
            <CategoryToggle
              id="essential"
              label="Essenciais (sempre ativos)"
              description={`Mantêm sua sessão e a segurança da sua conta; sem eles o site não funciona. Duração: ${cookieCategoryLifetimes.essential}.`}
              checked
              disabled
            />
            {optionalCategories.map((category) => (
              <CategoryToggle
                key={category.id}
                id={category.id}
                label={category.label}
                description={category.description}
                checked={choice[category.id]}
                onChange={(checked) => setChoice((current) => ({ ...current, [category.id]: checked }))}
              />
            ))}
            <p className="text-xs text-muted-foreground">
              Hoje o Inteligram não usa cookies de desempenho nem de funcionalidade. Se passar a usar, seguirá a sua escolha.
            </p>
            <Button variant="outline" onClick={() => finish(choice)}>
              Salvar preferências
            </Button>
          </fieldset>
        ) : null}
      </div>
    </section>
  );
}

function CategoryToggle({
  id,
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const inputId = `cookie-${id}`;
  return (
    <div className="flex gap-3">
      <input
        id={inputId}
        type="checkbox"
        role="switch"
        aria-describedby={`${inputId}-descricao`}
        className="mt-0.5 size-4 shrink-0 accent-primary"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <div>
        <label htmlFor={inputId} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${inputId}-descricao`} className="text-xs text-muted-foreground">
          {description}
        </p>
      </div>
    </div>
  );
}
