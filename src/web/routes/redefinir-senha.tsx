import { useSearchParams } from "react-router";
import { AuthShell } from "~/features/auth/auth-shell";
import { ResetPasswordForm } from "~/features/auth/reset-password-form";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/redefinir-senha";

const title = "Redefinir senha";

export const meta: Route.MetaFunction = () => [...pageMeta(title), { name: "robots", content: "noindex" }];

// The e-mailed link lands here with ?token=..., or with ?error=INVALID_TOKEN when the server refused it.
export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get("error") ? null : params.get("token");
  return (
    <AuthShell title={title} description="Escolha uma nova senha para a sua conta.">
      <ResetPasswordForm token={token || null} />
    </AuthShell>
  );
}
