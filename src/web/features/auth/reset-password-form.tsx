import type { passwordChangeSchema } from "@core/validation/password";
import { lazyZodResolver } from "~/lib/form-validation";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { isApiError } from "~/lib/api";
import { useAuth } from "~/lib/auth";
import { resetPassword } from "./auth-api";
import { authMessages, describeError } from "./auth-messages";
import { NewPasswordFields, type NewPasswordValues } from "./new-password-fields";

// better-auth's reasons for a link that can no longer be used (src/server/features/auth/auth-errors.ts).
const newPasswordForm = lazyZodResolver<NewPasswordValues, z.output<typeof passwordChangeSchema>>(() =>
  import("@core/validation/password").then((module) => module.passwordChangeSchema),
);
const deadLinkReasons = new Set(["INVALID_TOKEN", "TOKEN_EXPIRED"]);

/**
 * /redefinir-senha: the e-mailed link's token plus a new password (same rules as the change form).
 * `token` undefined: not read yet (the prerendered page before it hydrates), the fields wait.
 */
export function ResetPasswordForm({ token }: { token: string | null | undefined }) {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [linkDead, setLinkDead] = useState(false);
  const form = useForm<NewPasswordValues, unknown, z.output<typeof passwordChangeSchema>>({
    resolver: newPasswordForm.resolver,
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  async function submit(values: z.output<typeof passwordChangeSchema>) {
    if (!token) return;
    try {
      await resetPassword(token, values.newPassword);
    } catch (error) {
      if (isApiError(error) && error.reason && deadLinkReasons.has(error.reason)) {
        setLinkDead(true);
        return;
      }
      toast.error(authMessages.resetFailure, { description: describeError(error) });
      return;
    }
    // The server ended every session of the account, this browser's included.
    await refresh().catch(() => null);
    toast.success(authMessages.resetSuccess, { description: authMessages.resetSuccessDescription });
    await navigate("/login", { replace: true });
  }

  if (linkDead || token === null) return <DeadResetLink />;

  return (
    <form method="post" noValidate onSubmit={form.handleSubmit(submit)}>
      {/* Until the token is read, the fields wait: what was typed before hydration would be lost. */}
      <fieldset disabled={token === undefined} className="grid min-w-0 gap-4">
        <NewPasswordFields
          idPrefix="reset"
          newPassword={{ register: form.register("newPassword"), error: form.formState.errors.newPassword?.message }}
          confirmPassword={{ register: form.register("confirmPassword"), error: form.formState.errors.confirmPassword?.message }}
        />
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Salvando..." className="w-full">
          Redefinir senha
        </SubmitButton>
      </fieldset>
    </form>
  );
}

function DeadResetLink() {
  return (
    <div className="grid gap-4">
      <Alert variant="destructive">
        <TriangleAlert aria-hidden="true" />
        <AlertTitle className="line-clamp-none">{authMessages.resetLinkInvalid}</AlertTitle>
        <AlertDescription>{authMessages.resetLinkInvalidDescription}</AlertDescription>
      </Alert>
      <Button asChild>
        <Link to="/esqueci-senha">Pedir um novo link</Link>
      </Button>
    </div>
  );
}
