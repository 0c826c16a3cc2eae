import type { PlanId } from "@core/plans/catalogue";
import { lazyZodResolver } from "~/lib/form-validation";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { PasswordInput } from "~/components/ui/password-input";
import { SubmitButton } from "~/components/ui/submit-button";
import { useAuth } from "~/lib/auth";
import { confirmationCallbackPath, invitationPath } from "~/lib/auth-redirects";
import { useHydrated } from "~/lib/use-hydrated";
import { authMessages, describeError, passwordRulesHint } from "./auth-messages";
import type { signUpSchema, SignUpValues } from "./auth-schemas";
import { ConfirmationSent } from "./confirmation-sent";

/** The sign-up mode of the auth screen; on success it stays here and explains the confirmation (docs/product/screens.md). */
const signUpForm = lazyZodResolver<SignUpValues, z.output<typeof signUpSchema>>(() =>
  import("./auth-schemas").then((module) => module.signUpSchema),
);

export function SignupForm({
  plan,
  invitation,
}: {
  plan: PlanId | null;
  /** Signing up from a team invitation: its token, and the invited e-mail to prefill. */
  invitation: { token: string; email: string | null } | null;
}) {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<SignUpValues, unknown, z.output<typeof signUpSchema>>({
    resolver: signUpForm.resolver,
    defaultValues: { name: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const invitationToken = invitation?.token ?? null;
  const invitedEmail = invitation?.email ?? null;

  // The query string is read after hydration (prerendered page), so the prefill comes then.
  useEffect(() => {
    if (invitedEmail && form.getValues("email") === "") form.setValue("email", invitedEmail);
  }, [form, invitedEmail]);

  async function submit(values: z.output<typeof signUpSchema>) {
    let signedIn;
    try {
      // The plan chosen on the landing page, or the invitation, rides in the confirmation link;
      // an invitation sent to this e-mail confirms it at once (the server checks it).
      signedIn = await signUp({
        ...values,
        callbackURL: confirmationCallbackPath(plan, invitationToken),
        ...(invitationToken ? { invitationToken } : {}),
      });
    } catch (error) {
      toast.error(authMessages.failureTitle, { description: describeError(error) });
      return;
    }
    if (signedIn && invitationToken) {
      toast.success(authMessages.signUpFromInvitation);
      void navigate(invitationPath(invitationToken), { replace: true });
      return;
    }
    toast.success(authMessages.signUpSuccess, { description: authMessages.signUpSuccessDescription });
    setSentTo(values.email);
  }

  if (sentTo) {
    return (
      <ConfirmationSent
        email={sentTo}
        plan={plan}
        invitationToken={invitationToken}
        onUseAnotherEmail={() => {
          form.reset();
          setSentTo(null);
        }}
      />
    );
  }

  return (
    // Prerendered page: the fields wait for the script (typing before hydration would be lost), and
    // method="post" keeps a password out of the URL should the form ever be sent without it.
    <form method="post" noValidate onSubmit={form.handleSubmit(submit)}>
      <fieldset disabled={!hydrated} className="grid min-w-0 gap-4">
        <FormField id="signup-name" label="Nome completo" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" {...form.register("name")} />}
        </FormField>
        <FormField id="signup-email" label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
        </FormField>
        <FormField id="signup-password" label="Senha" hint={passwordRulesHint} error={errors.password?.message}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register("password")} />}
        </FormField>
        <SubmitButton pending={isSubmitting} pendingLabel="Criando conta..." className="w-full">
          Criar conta
        </SubmitButton>
        {/* Recorded with the policies' version at sign-up (consent records, docs/decisions/020). */}
        <p className="text-center text-sm text-muted-foreground">
          Ao criar sua conta, você aceita os{" "}
          <a className="text-primary underline underline-offset-4" href="/termos">
            Termos de Uso
          </a>{" "}
          e a{" "}
          <a className="text-primary underline underline-offset-4" href="/privacidade">
            Política de Privacidade
          </a>
          .
        </p>
      </fieldset>
    </form>
  );
}
