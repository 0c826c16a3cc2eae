import type { passwordChangeSchema } from "@core/validation/password";
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { FormField } from "~/components/ui/form-field";
import { PasswordInput } from "~/components/ui/password-input";
import { passwordRulesHint } from "./auth-messages";

export type NewPasswordValues = z.input<typeof passwordChangeSchema>;
export type NewPasswordForm = UseFormReturn<NewPasswordValues, unknown, z.output<typeof passwordChangeSchema>>;

/** Nova Senha and Confirmar Nova Senha (spec §2), shared by the change and reset forms. */
export function NewPasswordFields({ form, idPrefix }: { form: NewPasswordForm; idPrefix: string }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField
        id={`${idPrefix}-new-password`}
        label="Nova Senha"
        hint={passwordRulesHint}
        error={errors.newPassword?.message}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            toggleLabel="Mostrar nova senha"
            {...form.register("newPassword")}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-confirm-password`} label="Confirmar Nova Senha" error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            toggleLabel="Mostrar confirmação da senha"
            {...form.register("confirmPassword")}
          />
        )}
      </FormField>
    </>
  );
}
