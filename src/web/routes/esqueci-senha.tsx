import { Link } from "react-router";
import { AuthShell, textLinkClass } from "~/features/auth/auth-shell";
import { ForgotPasswordForm } from "~/features/auth/forgot-password-form";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/esqueci-senha";

const title = "Esqueci minha senha";

export const meta: Route.MetaFunction = () => pageMeta(title);

export default function ForgotPassword() {
  return (
    <AuthShell
      title={title}
      description="Informe o email da sua conta e enviaremos um link para você escolher uma nova senha."
      footer={
        <p>
          Lembrou a senha?{" "}
          <Link to="/login" className={textLinkClass}>
            Entrar
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthShell>
  );
}
