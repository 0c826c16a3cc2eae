import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { PageIntro } from "~/components/page-intro";
import { authMessages } from "~/features/auth/auth-messages";
import { useAuth } from "~/lib/auth";
import { destinationAfterConfirmation, invitationPath, loginPath, parseInvitationToken, parsePlan } from "~/lib/auth-redirects";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/auth-callback";

const title = "Confirmando sua conta...";

export const meta: Route.MetaFunction = () => pageMeta(title);

/**
 * docs/product/screens.md: the confirmation link returns here (?plan= or ?convite= kept from sign-up). With a
 * session: onboarding, or the team invitation the person signed up from; with ?error=
 * (invalid_token, token_expired) or no session: /login, which explains and returns to the invitation.
 */
export default function AuthCallback() {
  const { user, loading } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const done = useRef(false);
  const plan = parsePlan(params.get("plan"));
  const invitationToken = parseInvitationToken(params.get("convite"));
  const failed = params.has("error");

  useEffect(() => {
    if (loading || done.current) return;
    done.current = true;
    const redirectTo = invitationToken ? invitationPath(invitationToken) : null;
    if (failed) {
      void navigate(loginPath({ plan, redirectTo, notice: "confirmation-invalid" }), { replace: true });
    } else if (user) {
      toast.success(authMessages.confirmed);
      void navigate(destinationAfterConfirmation({ plan, invitationToken }), { replace: true });
    } else {
      void navigate(loginPath({ plan, redirectTo, notice: "confirmation-signed-out" }), { replace: true });
    }
  }, [failed, invitationToken, loading, navigate, plan, user]);

  return (
    <PageIntro title={title}>
      <div role="status" className="mt-8 flex items-center gap-3 text-muted-foreground">
        <span
          aria-hidden="true"
          className="size-6 animate-spin rounded-full border-4 border-primary/20 border-t-primary motion-reduce:animate-none"
        />
        Aguarde um instante.
      </div>
    </PageIntro>
  );
}
