import { emailSchema } from "@core/validation/email";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "sonner";
import { z } from "zod";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { SubmitButton } from "~/components/ui/submit-button";
import { describeError, isApiError } from "~/lib/api";
import { useInviteMember } from "./team-api";
import { teamMessages } from "./team-messages";

// The same e-mail rules and message the server applies (src/core/validation/email.ts).
const inviteSchema = z.object({ email: z.string().trim().min(1, teamMessages.inviteRequired).pipe(emailSchema) });

/** The owner's invite form: the server's field error under the field, its seat limit above it. */
export function InviteForm() {
  const invite = useInviteMember();
  const [planLimit, setPlanLimit] = useState<string | null>(null);
  const form = useForm<z.input<typeof inviteSchema>, unknown, z.output<typeof inviteSchema>>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit({ email }: z.output<typeof inviteSchema>) {
    setPlanLimit(null);
    try {
      const invitation = await invite.mutateAsync(email);
      toast.success(teamMessages.invited, { description: teamMessages.invitedDescription(invitation.email) });
      form.reset();
      form.setFocus("email");
    } catch (error) {
      const fieldError = isApiError(error) ? error.fields?.email : undefined;
      if (fieldError) form.setError("email", { message: fieldError }, { shouldFocus: true });
      else if (isApiError(error) && error.code === "PLAN_LIMIT") setPlanLimit(error.message);
      else toast.error(teamMessages.inviteFailure, { description: describeError(error) });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4" aria-labelledby="team-invite-title">
      <h2 id="team-invite-title" className="leading-tight font-semibold">
        {teamMessages.inviteTitle}
      </h2>
      {planLimit ? (
        <Alert variant="warning" role="alert">
          <AlertTitle>{teamMessages.planLimitTitle}</AlertTitle>
          <AlertDescription>
            <p>{planLimit}</p>
            <Link
              to="/admin/my-plan"
              className="font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
            >
              {teamMessages.planLimitLink}
            </Link>
          </AlertDescription>
        </Alert>
      ) : null}
      <FormField
        id="team-invite-email"
        label={teamMessages.inviteLabel}
        hint={teamMessages.inviteHint}
        error={errors.email?.message}
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="off"
            placeholder="nome@empresa.com.br"
            {...form.register("email")}
          />
        )}
      </FormField>
      <SubmitButton pending={isSubmitting} pendingLabel={teamMessages.invitePending} className="justify-self-start">
        {teamMessages.inviteAction}
      </SubmitButton>
    </form>
  );
}
