import type { passwordChangeSchema } from "@core/validation/password";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { z } from "zod";
import { FormField } from "~/components/ui/form-field";
import { PasswordInput } from "~/components/ui/password-input";
import { passwordRulesHint } from "./auth-messages";

export type NewPasswordValues = z.input<typeof passwordChangeSchema>;

type Field = { register: UseFormRegisterReturn; error?: string };

/** Nova Senha and Confirmar Nova Senha (docs/product/screens.md), shared by the change and reset forms. */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
  idPrefix,
}: {
  newPassword: Field;
  confirmPassword: Field;
  idPrefix: string;
}) {
  return (
    <>
      <FormField id={`${idPrefix}-new-password`} label="Nova Senha" hint={passwordRulesHint} error={newPassword.error}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" toggleLabel="Mostrar nova senha" {...newPassword.register} />
        )}
      </FormField>
      <FormField id={`${idPrefix}-confirm-password`} label="Confirmar Nova Senha" error={confirmPassword.error}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            toggleLabel="Mostrar confirmação da senha"
            {...confirmPassword.register}
          />
        )}
      </FormField>
    </>
  );
}
