import type { PlanId } from "@core/plans/catalogue";
import { lazyZodResolver } from "~/lib/form-validation";
import { MailWarning, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { PasswordInput } from "~/components/ui/password-input";
import { SubmitButton } from "~/components/ui/submit-button";
import { isApiError } from "~/lib/api";
import { useAuth } from "~/lib/auth";
import { destinationAfterSignIn, type LoginNotice } from "~/lib/auth-redirects";
import { useHydrated } from "~/lib/use-hydrated";
import { authMessages, describeError } from "./auth-messages";
import type { signInSchema, SignInValues } from "./auth-schemas";
import { textLinkClass } from "./auth-shell";
import { ResendConfirmationButton } from "./resend-confirmation-button";

const signInForm = lazyZodResolver<SignInValues, z.output<typeof signInSchema>>(() =>
  import("./auth-schemas").then((module) => module.signInSchema),
);

const loginNoticeMessages: Record<LoginNotice, string> = {
  "confirmation-invalid": "O link de confirmação é inválido ou expirou. Entre para receber um novo.",
  "confirmation-signed-out": "Entre com seu email e senha para continuar.",
};

/** The login mode of the auth screen. */
export function LoginForm({
  plan,
  redirectTo,
  invitationToken,
  notice,
  email = null,
}: {
  plan: PlanId | null;
  redirectTo: string | null;
  /** The team invitation /login returns to, kept in a new confirmation link. */
  invitationToken: string | null;
  notice: LoginNotice | null;
  /** The invited e-mail, when /login comes from an invitation: the person only types the password. */
  email?: string | null;
}) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [unverified, setUnverified] = useState<{ email: string; message: string } | null>(null);
  const form = useForm<SignInValues, unknown, z.output<typeof signInSchema>>({
    resolver: signInForm.resolver,
    defaultValues: { email: email ?? "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  // The query string (and so the invited e-mail) is read only after hydration: fill the field
  // then, unless the person already typed in it.
  useEffect(() => {
    if (email && !form.getValues("email")) form.setValue("email", email);
  }, [email, form]);

  async function submit(values: z.output<typeof signInSchema>) {
    setUnverified(null);
    try {
      await signIn(values.email, values.password);
    } catch (error) {
      toast.error(authMessages.failureTitle, { description: describeError(error) });
      if (isApiError(error) && error.reason === "EMAIL_NOT_VERIFIED") {
        setUnverified({ email: values.email, message: error.message });
      }
      return;
    }
    toast.success(authMessages.signInSuccess);
    await navigate(destinationAfterSignIn({ redirectTo, plan }), { replace: true });
  }

  return (
    <div className="grid gap-6">
      {notice ? (
        <Alert variant="warning">
          <TriangleAlert aria-hidden="true" />
          <AlertDescription>{loginNoticeMessages[notice]}</AlertDescription>
        </Alert>
      ) : null}

      {unverified ? (
        <Alert variant="warning" role="alert">
          <MailWarning aria-hidden="true" />
          <AlertTitle>Confirme seu email</AlertTitle>
          <AlertDescription className="gap-3">
            <p>{unverified.message}</p>
            <ResendConfirmationButton email={unverified.email} plan={plan} invitationToken={invitationToken} />
          </AlertDescription>
        </Alert>
      ) : null}

      {/* Prerendered page: the fields wait for the script (typing before hydration would be lost), and
          method="post" keeps a password out of the URL should the form ever be sent without it. */}
      <form method="post" noValidate onSubmit={form.handleSubmit(submit)}>
        <fieldset disabled={!hydrated} className="grid min-w-0 gap-4">
          <FormField id="login-email" label="Email" error={errors.email?.message}>
            {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
          </FormField>
          <FormField id="login-password" label="Senha" error={errors.password?.message}>
            {(control) => <PasswordInput {...control} autoComplete="current-password" {...form.register("password")} />}
          </FormField>
          <div className="flex justify-end">
            <Link to="/esqueci-senha" className={`${textLinkClass} text-sm`}>
              Esqueci minha senha
            </Link>
          </div>
          <SubmitButton pending={isSubmitting} pendingLabel="Entrando..." className="w-full">
            Entrar
          </SubmitButton>
        </fieldset>
      </form>
    </div>
  );
}
