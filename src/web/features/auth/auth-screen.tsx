import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { useAuth } from "~/lib/auth";
import {
  destinationAfterSignIn,
  invitationPath,
  invitationTokenFromPath,
  loginPath,
  parseInvitationToken,
  parseLoginNotice,
  parsePlan,
  signupPath,
} from "~/lib/auth-redirects";
import { useHydratedSearchParams } from "~/lib/use-hydrated";
import { AuthShell, textLinkClass } from "./auth-shell";
import { LoginForm } from "./login-form";
import { SignupForm } from "./signup-form";

export type AuthMode = "login" | "signup";

const copy = {
  login: {
    title: "Entrar",
    description: "Acesse sua conta para acompanhar seus resultados no Instagram.",
    invitationDescription: "Entre com sua conta para aceitar o convite para a equipe.",
    switchPrompt: "Ainda não tem uma conta?",
    switchLabel: "Criar conta",
  },
  signup: {
    title: "Criar conta",
    description: "Comece a analisar o seu Instagram em poucos minutos.",
    invitationDescription: "Crie sua conta para aceitar o convite para a equipe.",
    switchPrompt: "Já tem uma conta?",
    switchLabel: "Entrar",
  },
} as const satisfies Record<AuthMode, Record<string, string>>;

export function authScreenTitle(mode: AuthMode) {
  return copy[mode].title;
}

/** docs/product/screens.md: /login and /signup are one form screen in two modes, outside the site layout. */
export function AuthScreen({ mode }: { mode: AuthMode }) {
  const text = copy[mode];
  const params = useHydratedSearchParams();
  const plan = parsePlan(params.get("plan"));
  // A team invitation (/convite/<token>) rides along: /login returns to it, /signup carries its
  // token (and the invited e-mail) through the confirmation link back to it.
  const invitationToken =
    mode === "login" ? invitationTokenFromPath(params.get("redirectTo")) : parseInvitationToken(params.get("convite"));
  const invitation = invitationToken ? { token: invitationToken, email: params.get("email") } : null;
  const redirectTo = mode === "login" ? params.get("redirectTo") : invitation && invitationPath(invitation.token);
  const notice = mode === "login" ? parseLoginNotice(params.get("notice")) : null;
  useSendSignedInOn(destinationAfterSignIn({ redirectTo, plan }));

  return (
    <AuthShell
      title={text.title}
      description={invitation ? text.invitationDescription : text.description}
      footer={
        <p>
          {text.switchPrompt}{" "}
          <Link
            to={
              mode === "login"
                ? signupPath(plan, invitation ?? undefined)
                : loginPath({ plan, redirectTo, email: invitation?.email })
            }
            className={textLinkClass}
          >
            {text.switchLabel}
          </Link>
        </p>
      }
    >
      {mode === "login" ? (
        <LoginForm
          plan={plan}
          redirectTo={redirectTo}
          invitationToken={invitationToken}
          notice={notice}
          email={invitation?.email}
        />
      ) : (
        <SignupForm plan={plan} invitation={invitation} />
      )}
    </AuthShell>
  );
}

/** A signed-in person has nothing to do on /login or /signup. */
function useSendSignedInOn(destination: string) {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const signedIn = !loading && user !== null;
  useEffect(() => {
    if (signedIn) void navigate(destination, { replace: true });
  }, [signedIn, destination, navigate]);
}
