import type { changePasswordSchema } from "@core/validation/password";
import { lazyZodResolver } from "~/lib/form-validation";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { FormField } from "~/components/ui/form-field";
import { PasswordInput } from "~/components/ui/password-input";
import { SubmitButton } from "~/components/ui/submit-button";
import { isApiError } from "~/lib/api";
import { useAuth } from "~/lib/auth";
import { changePassword } from "./auth-api";
import { authMessages, describeError } from "./auth-messages";
import { NewPasswordFields } from "./new-password-fields";

type Values = z.input<typeof changePasswordSchema>;
const changePasswordForm = lazyZodResolver<Values, z.output<typeof changePasswordSchema>>(() =>
  import("@core/validation/password").then((module) => module.changePasswordSchema),
);
const fieldNames = ["currentPassword", "newPassword", "confirmPassword"] as const;

/**
 * docs/product/screens.md, /admin/change-password and "Validation": both new fields required, equal, at least 6 characters;
 * the current password first, which the server checks.
 */
export function ChangePasswordForm() {
  const { refresh } = useAuth();
  const form = useForm<Values, unknown, z.output<typeof changePasswordSchema>>({
    resolver: changePasswordForm.resolver,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  async function submit(values: z.output<typeof changePasswordSchema>) {
    try {
      await changePassword(values);
    } catch (error) {
      // A refused field (a wrong current password) is shown on that field.
      const field = isApiError(error) ? fieldNames.find((name) => error.fields?.[name]) : undefined;
      if (field && isApiError(error)) {
        form.setError(field, { message: error.fields![field] }, { shouldFocus: true });
        return;
      }
      // docs/product/texts.md: the server's message, else 'Erro ao alterar senha.'
      toast.error(describeError(error, authMessages.passwordChangeFailure));
      return;
    }
    toast.success(authMessages.passwordChanged);
    form.reset();
    // The other sessions ended on the server; let the other tabs look again.
    await refresh().catch(() => null);
  }

  return (
    <form method="post" noValidate className="grid gap-4" onSubmit={form.handleSubmit(submit)}>
      <FormField id="change-current-password" label="Senha Atual" error={errors.currentPassword?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            toggleLabel="Mostrar senha atual"
            {...form.register("currentPassword")}
          />
        )}
      </FormField>
      <NewPasswordFields
        idPrefix="change"
        newPassword={{ register: form.register("newPassword"), error: errors.newPassword?.message }}
        confirmPassword={{ register: form.register("confirmPassword"), error: errors.confirmPassword?.message }}
      />
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Alterando..." className="w-full sm:w-fit">
        Alterar Senha
      </SubmitButton>
    </form>
  );
}
