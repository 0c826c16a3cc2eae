import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon } from "lucide-react";
import { useEffect } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { describeError } from "~/lib/api";
import { useRedirectWhenSignedOut } from "~/lib/use-redirect-when-signed-out";
import { onboardingKeys, useVerifyPayment } from "./onboarding-api";
import { clearOnboardingDraft } from "./onboarding-draft";

// docs/product/texts.md, verbatim.
const successTitle = "Pagamento confirmado!";
const failureTitle = "Erro na verificação";
const failureText = "Não foi possível verificar o pagamento.";

const headingClass = "text-3xl font-bold tracking-tight text-balance sm:text-4xl";

/** docs/product/screens.md /onboarding/success: verifies the checkout named by ?session_id= on the server. */
export function PaymentSuccess() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get("session_id");
  if (!sessionId) return <Navigate to="/onboarding" replace />;
  return <PaymentVerification sessionId={sessionId} />;
}

function PaymentVerification({ sessionId }: { sessionId: string }) {
  const queryClient = useQueryClient();
  const verify = useVerifyPayment(sessionId);
  const signedOut = useRedirectWhenSignedOut(verify.error);
  const outcome = verify.isError ? (signedOut ? undefined : "failed") : verify.data;

  useEffect(() => {
    if (outcome === "success") {
      toast.success(successTitle, { id: "payment-verified" });
      // Onboarding is complete: the drafts go, and the plan and onboarding state are re-read.
      clearOnboardingDraft();
      void queryClient.invalidateQueries({ queryKey: onboardingKeys.state, exact: true });
      void queryClient.invalidateQueries({ queryKey: ["billing"] });
    } else if (outcome === "failed") {
      toast.error(failureTitle, { id: "payment-verification-failed", description: failureText });
    }
  }, [outcome, queryClient]);

  if (outcome === "success") {
    return (
      <div className="flex flex-col items-start gap-4">
        <CheckCircle2Icon aria-hidden="true" className="size-12 text-success" />
        <h1 className={headingClass}>{successTitle}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Sua assinatura foi confirmada. Agora conecte seu Instagram ou seu TikTok para começar a ver suas análises.
        </p>
        <Button asChild size="lg">
          <Link to="/social-media-setup">Conectar meu Instagram</Link>
        </Button>
      </div>
    );
  }

  if (outcome === "failed") {
    // The server's reason when it gave one; any other failure is said by the text above alone.
    const reason = describeError(verify.error, failureText);
    return (
      <div className="flex flex-col gap-4">
        <h1 className={headingClass}>{failureTitle}</h1>
        <Alert variant="destructive" className="max-w-xl">
          <AlertTitle>{failureTitle}</AlertTitle>
          <AlertDescription>
            <p>{failureText}</p>
            {reason !== failureText ? <p>{reason}</p> : null}
          </AlertDescription>
        </Alert>
        <div>
          <Button asChild variant="outline">
            <Link to="/onboarding">Voltar para o cadastro</Link>
          </Button>
        </div>
      </div>
    );
  }

  if (outcome === "pending") {
    return (
      <div className="flex flex-col items-start gap-4">
        <h1 className={headingClass}>Pagamento em processamento</h1>
        <p className="max-w-2xl text-lg text-muted-foreground" role="status">
          Seu pagamento está sendo processado. Isso pode levar alguns instantes.
        </p>
        <Button onClick={() => void verify.refetch()} disabled={verify.isFetching}>
          {verify.isFetching ? "Verificando..." : "Verificar novamente"}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-start gap-4" role="status">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-primary/20 border-t-primary motion-reduce:animate-none"
      />
      <h1 className={headingClass}>Verificando pagamento...</h1>
    </div>
  );
}
