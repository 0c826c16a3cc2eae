import type { PlanId } from "@core/plans/catalogue";
import { MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { ResendConfirmationButton } from "./resend-confirmation-button";

/** After sign-up: where the confirmation link went, and a way to get another one. */
export function ConfirmationSent({
  email,
  plan,
  invitationToken,
  onUseAnotherEmail,
}: {
  email: string;
  plan: PlanId | null;
  invitationToken: string | null;
  onUseAnotherEmail: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form (and the button that had focus) is gone: continue reading from here.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="confirmation-sent-title" className="grid gap-4 text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex size-12 items-center justify-center rounded-full bg-success-soft text-success-soft-foreground"
      >
        <MailCheck className="size-6" />
      </span>
      <h2 id="confirmation-sent-title" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        Confirme seu email
      </h2>
      <p className="text-sm text-muted-foreground">
        Enviamos um link de confirmação para <strong className="break-all text-foreground">{email}</strong>. Abra o email e clique
        no link para ativar sua conta. Se não encontrar, procure também na caixa de spam.
      </p>
      <div className="grid gap-2">
        <ResendConfirmationButton email={email} plan={plan} invitationToken={invitationToken} />
        <Button variant="link" onClick={onUseAnotherEmail}>
          Usar outro email
        </Button>
      </div>
    </section>
  );
}
