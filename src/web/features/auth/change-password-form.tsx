import { passwordChangeSchema } from "@core/validation/password";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { SubmitButton } from "~/components/ui/submit-button";
import { useAuth } from "~/lib/auth";
import { changePassword } from "./auth-api";
import { authMessages, describeError } from "./auth-messages";
import { NewPasswordFields, type NewPasswordValues } from "./new-password-fields";

/** spec §2 /admin/change-password and §5: both fields required, equal, at least 6 characters. */
export function ChangePasswordForm() {
  const { refresh } = useAuth();
  const form = useForm<NewPasswordValues, unknown, z.output<typeof passwordChangeSchema>>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  async function submit(values: z.output<typeof passwordChangeSchema>) {
    try {
      await changePassword(values.newPassword, values.confirmPassword);
    } catch (error) {
      // spec §8: the server's message, else 'Erro ao alterar senha.'
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
      <NewPasswordFields form={form} idPrefix="change" />
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Alterando..." className="w-full sm:w-fit">
        Alterar Senha
      </SubmitButton>
    </form>
  );
}
