import { lazyZodResolver } from "~/lib/form-validation";
import { type ReactNode, useEffect, useId, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import type { ContactMessage, ContactMessageInput } from "@core/validation/contact";
import { contactSubjectLabels, contactSubjects, contactSuccessToast, type ContactSubject } from "@core/validation/contact-texts";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { api, describeError, isApiError } from "~/lib/api";
import { showToast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";

type FieldName = FieldPath<ContactMessageInput>;

const fieldNames = ["firstName", "lastName", "email", "phone", "company", "subject", "message"] as const;

function isFieldName(name: string): name is FieldName {
  return (fieldNames as readonly string[]).includes(name);
}

// The schema (and zod) loads with the first validation, not with the page; focusing the form
// starts the download.
const contactForm = lazyZodResolver<ContactMessageInput, ContactMessage>(() =>
  import("@core/validation/contact").then((module) => module.contactMessageSchema),
);

const emptyForm: ContactMessageInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  company: "",
  subject: "other",
  message: "",
};

/**
 * docs/product/screens.md "Public pages": Nome, Sobrenome, Email, Telefone, Empresa, Assunto, Mensagem;
 * Nome, Sobrenome, Email and Mensagem required. Validated here and on the server with the
 * same schema; the server's per-field messages land on the fields too.
 */
export function ContactForm() {
  const formId = useId();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: contactForm.resolver,
    defaultValues: emptyForm,
  });

  // "/contato?assunto=demo" (the demo page's button) preselects the subject. Read after
  // hydration: the prerendered page has no query string.
  const requestedSubject = searchParams.get("assunto");
  useEffect(() => {
    if (requestedSubject && (contactSubjects as readonly string[]).includes(requestedSubject)) {
      setValue("subject", requestedSubject as ContactSubject);
    }
  }, [requestedSubject, setValue]);

  const onSubmit = handleSubmit(async (message) => {
    setFormError(null);
    try {
      await api.post("/api/contact", message);
      reset(emptyForm);
      void showToast("success", contactSuccessToast);
    } catch (error) {
      const fields = isApiError(error) ? error.fields : undefined;
      const fieldErrors = Object.entries(fields ?? {}).filter(([name]) => isFieldName(name));
      fieldErrors.forEach(([name, text], index) => setError(name as FieldName, { message: text }, { shouldFocus: index === 0 }));
      if (fieldErrors.length === 0) setFormError(describeError(error));
    }
  });

  /** The label/error wiring of one field, and the props of its control. */
  function field(name: FieldName) {
    const id = `${formId}-${name}`;
    const errorId = `${id}-erro`;
    const message = errors[name]?.message;
    return {
      shell: { id, errorId, message },
      control: {
        id,
        ...register(name),
        "aria-invalid": message ? true : undefined,
        "aria-describedby": message ? errorId : undefined,
      },
    };
  }

  return (
    // Prerendered page: the fields wait for the script (typing before hydration would be lost),
    // and method="post" keeps what was typed out of the URL should the form be sent without it.
    <form method="post" noValidate onSubmit={onSubmit} onFocus={contactForm.preload} aria-labelledby={`${formId}-titulo`}>
      <fieldset disabled={!hydrated} className="min-w-0 space-y-5">
        <h2 id={`${formId}-titulo`} className="text-xl font-semibold">
          Envie sua mensagem
        </h2>
        <p className="text-sm text-muted-foreground">
          Campos marcados com <span aria-hidden="true">*</span>
          <span className="sr-only">asterisco</span> são obrigatórios.
        </p>

        {formError ? (
          <Alert variant="destructive">
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        ) : null}

        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Nome" required autoComplete="given-name" field={field("firstName")} />
          <TextField label="Sobrenome" required autoComplete="family-name" field={field("lastName")} />
          <TextField label="Email" required type="email" autoComplete="email" field={field("email")} />
          <TextField label="Telefone" type="tel" autoComplete="tel" field={field("phone")} />
        </div>
        <TextField label="Empresa" autoComplete="organization" field={field("company")} />

        <FieldShell label="Assunto" {...field("subject").shell}>
          <NativeSelect {...field("subject").control}>
            {contactSubjects.map((subject) => (
              <option key={subject} value={subject}>
                {contactSubjectLabels[subject]}
              </option>
            ))}
          </NativeSelect>
        </FieldShell>

        <FieldShell label="Mensagem" required {...field("message").shell}>
          <Textarea rows={6} aria-required="true" {...field("message").control} />
        </FieldShell>

        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Enviando..." : "Enviar mensagem"}
        </Button>
      </fieldset>
    </form>
  );
}

type FieldShellProps = {
  label: string;
  id: string;
  errorId: string;
  message: string | undefined;
  required?: boolean;
  children: ReactNode;
};

function FieldShell({ label, id, errorId, message, required, children }: FieldShellProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true">*</span> : null}
      </Label>
      {children}
      {message ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}

type FieldWiring = {
  shell: { id: string; errorId: string; message: string | undefined };
  control: Record<string, unknown>;
};

function TextField({
  label,
  required,
  type = "text",
  autoComplete,
  field,
}: {
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  field: FieldWiring;
}) {
  return (
    <FieldShell label={label} required={required} {...field.shell}>
      <Input type={type} autoComplete={autoComplete} aria-required={required ? true : undefined} {...field.control} />
    </FieldShell>
  );
}
