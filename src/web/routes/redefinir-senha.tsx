import { useSearchParams } from "react-router";
import { AuthShell } from "~/features/auth/auth-shell";
import { ResetPasswordForm } from "~/features/auth/reset-password-form";
import { pageMeta } from "~/lib/meta";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/redefinir-senha";

const title = "Redefinir senha";

export const meta: Route.MetaFunction = () => [...pageMeta(title), { name: "robots", content: "noindex" }];

// The e-mailed link lands here with ?token=..., or with ?error=INVALID_TOKEN when the server refused it.
// The page is prerendered without a query string: the token is read once it hydrates.
export default function ResetPassword() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const token = params.get("error") ? null : params.get("token");
  return (
    <AuthShell title={title} description="Escolha uma nova senha para a sua conta.">
      <ResetPasswordForm token={hydrated ? token || null : undefined} />
    </AuthShell>
  );
}
