import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { PageIntro } from "~/components/page-intro";
import { authMessages } from "~/features/auth/auth-messages";
import { useAuth } from "~/lib/auth";
import { loginPath, onboardingPath, parsePlan } from "~/lib/auth-redirects";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/auth-callback";

const title = "Confirmando sua conta...";

export const meta: Route.MetaFunction = () => pageMeta(title);

/**
 * spec §2/§4: the confirmation link returns here (?plan= kept from sign-up). With a session:
 * onboarding; with ?error= (invalid_token, token_expired) or no session: /login, which explains.
 */
export default function AuthCallback() {
  const { user, loading } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const done = useRef(false);
  const plan = parsePlan(params.get("plan"));
  const failed = params.has("error");

  useEffect(() => {
    if (loading || done.current) return;
    done.current = true;
    if (failed) {
      void navigate(loginPath({ plan, notice: "confirmation-invalid" }), { replace: true });
    } else if (user) {
      toast.success(authMessages.confirmed);
      void navigate(onboardingPath(plan), { replace: true });
    } else {
      void navigate(loginPath({ plan, notice: "confirmation-signed-out" }), { replace: true });
    }
  }, [failed, loading, navigate, plan, user]);

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
