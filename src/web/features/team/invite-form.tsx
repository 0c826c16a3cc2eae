import { lazyZodResolver } from "~/lib/form-validation";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "sonner";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { SubmitButton } from "~/components/ui/submit-button";
import { describeError, isApiError } from "~/lib/api";
import { AccessFields, accessError } from "./access-fields";
import { useSocialAccounts } from "~/lib/use-social-accounts";
import { type AccessChoice, useInviteMember } from "./team-api";
import { teamMessages } from "./team-messages";

type InviteValues = { email: string };

const inviteForm = lazyZodResolver<InviteValues, InviteValues>(() =>
  import("./invite-schema").then((module) => module.inviteSchema),
);

/**
 * The owner's or an admin's invite form: the e-mail, the role (Editor unless chosen) and the
 * accounts the person will see; the server's field error under the field, its seat limit above
 * it. With every seat taken (`fullMessage`, the server's words) the form is closed and says why.
 */
export function InviteForm({ fullMessage }: { fullMessage: string | null }) {
  const invite = useInviteMember();
  const accounts = useSocialAccounts();
  const [access, setAccess] = useState<AccessChoice>({ role: "editor", accountIds: null });
  const [accessProblem, setAccessProblem] = useState<string | null>(null);
  const [planLimit, setPlanLimit] = useState<string | null>(null);
  const form = useForm<InviteValues>({
    resolver: inviteForm.resolver,
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const limitMessage = planLimit ?? fullMessage;
  const formRef = useRef<HTMLFormElement>(null);
  const limitRef = useRef<HTMLDivElement>(null);
  const wasFull = useRef(fullMessage !== null);

  // The invitation that takes the last seat closes the form (disabled): the focus it held goes to
  // the notice that says why, not to the page's start. Opening the page full moves nothing.
  useEffect(() => {
    const becameFull = fullMessage !== null && !wasFull.current;
    wasFull.current = fullMessage !== null;
    const focus = document.activeElement;
    if (becameFull && (focus === document.body || formRef.current?.contains(focus))) limitRef.current?.focus();
  }, [fullMessage]);

  async function submit({ email }: InviteValues) {
    setPlanLimit(null);
    const problem = accessError(access);
    setAccessProblem(problem);
    if (problem) return;
    try {
      const invitation = await invite.mutateAsync({ email, ...access });
      toast.success(teamMessages.invited, { description: teamMessages.invitedDescription(invitation.email) });
      form.reset();
      setAccess({ role: "editor", accountIds: null });
      form.setFocus("email");
    } catch (error) {
      const fieldError = isApiError(error) ? error.fields?.email : undefined;
      const accountsError = isApiError(error) ? error.fields?.accountIds : undefined;
      if (fieldError) form.setError("email", { message: fieldError }, { shouldFocus: true });
      else if (accountsError) setAccessProblem(accountsError);
      else if (isApiError(error) && error.code === "PLAN_LIMIT") setPlanLimit(error.message);
      else toast.error(teamMessages.inviteFailure, { description: describeError(error) });
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="grid gap-4"
      aria-labelledby="team-invite-title"
    >
      <h2 id="team-invite-title" className="leading-tight font-semibold">
        {teamMessages.inviteTitle}
      </h2>
      {limitMessage ? (
        // Announced when an invitation is refused; read in place when the page opens full.
        <Alert ref={limitRef} tabIndex={-1} variant="warning" role={planLimit ? "alert" : undefined}>
          <AlertTitle>{teamMessages.planLimitTitle}</AlertTitle>
          <AlertDescription>
            <p>{limitMessage}</p>
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
            disabled={fullMessage !== null}
            {...form.register("email")}
          />
        )}
      </FormField>
      <AccessFields
        idPrefix="team-invite"
        value={access}
        onChange={(next) => {
          setAccess(next);
          setAccessProblem(null);
        }}
        accounts={accounts.data ?? []}
        error={accessProblem}
      />
      <SubmitButton
        pending={isSubmitting}
        pendingLabel={teamMessages.invitePending}
        disabled={fullMessage !== null}
        className="justify-self-start"
      >
        {teamMessages.inviteAction}
      </SubmitButton>
    </form>
  );
}
