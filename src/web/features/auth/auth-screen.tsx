import { Link } from "react-router";
import { Logo } from "~/components/logo";
import { mainContentId, SkipLink } from "~/components/skip-link";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";

export type AuthMode = "login" | "signup";

const copy = {
  login: {
    title: "Entrar",
    description: "Acesse sua conta para acompanhar seus resultados no Instagram.",
    switchPrompt: "Ainda não tem uma conta?",
    switchLabel: "Criar conta",
    switchTo: "/signup",
  },
  signup: {
    title: "Criar conta",
    description: "Comece a analisar o seu Instagram em poucos minutos.",
    switchPrompt: "Já tem uma conta?",
    switchLabel: "Entrar",
    switchTo: "/login",
  },
} as const satisfies Record<AuthMode, Record<string, string>>;

export function authScreenTitle(mode: AuthMode) {
  return copy[mode].title;
}

/** spec §2: /login and /signup are one form screen in two modes, outside the site layout. */
export function AuthScreen({ mode }: { mode: AuthMode }) {
  const text = copy[mode];
  return (
    <div className="flex min-h-dvh flex-col bg-muted">
      <SkipLink />
      <header className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
        <Logo />
      </header>
      <main id={mainContentId} tabIndex={-1} className="flex flex-1 justify-center px-4 pt-6 pb-16 outline-none">
        <Card className="h-fit w-full max-w-md">
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight">{text.title}</h1>
            <CardDescription>{text.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <p className="text-sm text-muted-foreground">
              {text.switchPrompt}{" "}
              <Link
                to={text.switchTo}
                className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
              >
                {text.switchLabel}
              </Link>
            </p>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
