import { lazyZodResolver } from "~/lib/form-validation";
import { MailCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { SubmitButton } from "~/components/ui/submit-button";
import { useHydrated } from "~/lib/use-hydrated";
import { requestPasswordReset } from "./auth-api";
import { authMessages, describeError } from "./auth-messages";
import type { passwordResetRequestSchema, PasswordResetRequestValues } from "./auth-schemas";

/** /esqueci-senha: asks for the link; the answer is the same whether or not the address has an account. */
const resetRequestForm = lazyZodResolver<PasswordResetRequestValues, z.output<typeof passwordResetRequestSchema>>(() =>
  import("./auth-schemas").then((module) => module.passwordResetRequestSchema),
);

export function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  const form = useForm<PasswordResetRequestValues, unknown, z.output<typeof passwordResetRequestSchema>>({
    resolver: resetRequestForm.resolver,
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: z.output<typeof passwordResetRequestSchema>) {
    try {
      await requestPasswordReset(values.email);
    } catch (error) {
      toast.error(authMessages.resetRequestFailure, { description: describeError(error) });
      return;
    }
    setSent(true);
  }

  if (sent) return <ResetLinkRequested />;

  return (
    // Prerendered page: the field waits for the script, or what was typed before hydration would be lost.
    <form method="post" noValidate onSubmit={form.handleSubmit(submit)}>
      <fieldset disabled={!hydrated} className="grid min-w-0 gap-4">
        <FormField id="forgot-email" label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
        </FormField>
        <SubmitButton pending={isSubmitting} pendingLabel="Enviando..." className="w-full">
          Enviar link
        </SubmitButton>
      </fieldset>
    </form>
  );
}

function ResetLinkRequested() {
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <div className="grid gap-4">
      <Alert variant="success" ref={message} tabIndex={-1} className="outline-none">
        <MailCheck aria-hidden="true" />
        <AlertDescription>{authMessages.resetRequested}</AlertDescription>
      </Alert>
      <Button asChild variant="outline">
        <Link to="/login">Voltar para o login</Link>
      </Button>
    </div>
  );
}
