import { changePasswordSchema } from "@core/validation/password";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuthProvider } from "~/lib/auth";
import { ChangePasswordForm } from "./change-password-form";

describe("ChangePasswordForm", () => {
  it("asks for the current password before the new one and its confirmation", () => {
    const html = renderToStaticMarkup(
      <AuthProvider>
        <ChangePasswordForm />
      </AuthProvider>,
    );
    const labels = [...html.matchAll(/<label[^>]*>([^<]+)<\/label>/g)].map((match) => match[1]);
    expect(labels).toEqual(["Senha Atual", "Nova Senha", "Confirmar Nova Senha"]);
    expect(html).toMatch(/<input[^>]*autoComplete="current-password"|<input[^>]*autocomplete="current-password"/);
  });

  it("refuses an empty current password with a pt-BR message on that field", () => {
    const result = changePasswordSchema.safeParse({
      currentPassword: "",
      newPassword: "Nova-Senha-9",
      confirmPassword: "Nova-Senha-9",
    });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["currentPassword", "Digite sua senha atual."],
    ]);
  });
});
