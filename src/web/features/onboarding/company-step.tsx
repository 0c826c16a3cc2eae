import { type AccountType, accountTypeLabels, accountTypes } from "@core/validation/account-type";
import { companyNameLabels, legalDocumentLabels, legalDocumentPlaceholders } from "@core/validation/company-fields";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { describeError, isApiError, networkErrorMessage } from "~/lib/api";
import { cn } from "~/lib/cn";
import {
  applyCompanyInput,
  type CompanyField,
  type CompanyFieldErrors,
  checkCompanyForm,
  clearDocumentError,
  isCompanyComplete,
  preloadCompanySchema,
  switchAccountType,
  toCompanyData,
} from "./company-form";
import { saveCompany, useSaveCompany } from "./onboarding-api";
import type { CompanyValues } from "./onboarding-draft";

// docs/product/screens.md: autosave delay 1 second.
export const autosaveDelayMs = 1000;

const fieldOrder: readonly CompanyField[] = ["name", "legalDocument", "email", "phone", "instagramHandle"];
const fieldId = (field: CompanyField) => `empresa-${field}`;
const errorId = (field: CompanyField) => `empresa-${field}-erro`;

/**
 * Step 2 "Empresa". The parent keeps the values (and writes them to local storage on every
 * change); this step saves them to the server after a 1 s pause when they are valid.
 */
export function CompanyStep({
  values,
  onChange,
  onSaved,
}: {
  values: CompanyValues;
  onChange: (values: CompanyValues) => void;
  onSaved: () => void;
}) {
  const [errors, setErrors] = useState<CompanyFieldErrors>({});
  const [checking, setChecking] = useState(false);
  const saveMutation = useSaveCompany();
  useCompanyAutosave(values);
  // The schema loads while the person types, so 'Continuar' and the autosave rarely wait for it.
  useEffect(preloadCompanySchema, []);

  const update = (field: CompanyField, raw: string) => {
    onChange(applyCompanyInput(values, field, raw));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const chooseAccountType = (accountType: AccountType) => {
    if (accountType === values.accountType) return;
    onChange(switchAccountType(values, accountType));
    setErrors(clearDocumentError);
  };

  const showErrors = (fieldErrors: CompanyFieldErrors) => {
    setErrors(fieldErrors);
    const first = fieldOrder.find((field) => fieldErrors[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking || saveMutation.isPending) return;
    setChecking(true);
    checkCompanyForm(values).then(
      (check) => {
        setChecking(false);
        if (!check.ok) {
          toast.error(check.toast.title, { description: check.toast.description });
          showErrors(check.fieldErrors);
          return;
        }
        saveMutation.mutate(check.data, {
          onSuccess: () => {
            toast.success("Dados salvos com sucesso!");
            onSaved();
          },
          onError: (error) => {
            toast.error("Erro ao salvar dados", { description: describeError(error) });
            if (isApiError(error) && error.fields) showErrors(pickCompanyErrors(error.fields));
          },
        });
      },
      // The schema's code did not load (the connection dropped): nothing was sent; 'Continuar' tries again.
      () => {
        setChecking(false);
        toast.error("Erro ao salvar dados", { description: networkErrorMessage });
      },
    );
  };

  const documentLabel = legalDocumentLabels[values.accountType];

  return (
    <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Tipo de conta</legend>
        <div className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-1">
          {accountTypes.map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={values.accountType === type}
              onClick={() => chooseAccountType(type)}
              className={cn(
                "rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
                values.accountType === type ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {accountTypeLabels[type]}
            </button>
          ))}
        </div>
      </fieldset>

      <Field field="name" label={companyNameLabels[values.accountType]} required error={errors.name}>
        <Input
          id={fieldId("name")}
          value={values.name}
          onChange={(event) => update("name", event.target.value)}
          autoComplete={values.accountType === "business" ? "organization" : "name"}
          {...fieldAria("name", errors)}
        />
      </Field>

      <Field field="legalDocument" label={documentLabel} required error={errors.legalDocument}>
        <Input
          id={fieldId("legalDocument")}
          value={values.legalDocument}
          onChange={(event) => update("legalDocument", event.target.value)}
          placeholder={legalDocumentPlaceholders[values.accountType]}
          // New CNPJs may hold letters (IN RFB 2.229/2024); a CPF is digits only.
          inputMode={values.accountType === "personal" ? "numeric" : "text"}
          autoComplete="off"
          {...fieldAria("legalDocument", errors)}
        />
      </Field>

      <Field field="email" label="E-mail" required error={errors.email}>
        <Input
          id={fieldId("email")}
          type="email"
          value={values.email}
          onChange={(event) => update("email", event.target.value)}
          autoComplete="email"
          {...fieldAria("email", errors)}
        />
      </Field>

      <Field field="phone" label="Telefone" required error={errors.phone}>
        <Input
          id={fieldId("phone")}
          type="tel"
          inputMode="tel"
          value={values.phone}
          onChange={(event) => update("phone", event.target.value)}
          placeholder="(11) 98765-4321"
          autoComplete="tel-national"
          {...fieldAria("phone", errors)}
        />
      </Field>

      <Field field="instagramHandle" label="Instagram (opcional)" error={errors.instagramHandle}>
        <div className="flex items-center rounded-md border border-input focus-within:ring-[3px] focus-within:ring-ring/40">
          <span aria-hidden="true" className="pl-3 text-muted-foreground">
            @
          </span>
          <Input
            id={fieldId("instagramHandle")}
            value={values.instagramHandle}
            onChange={(event) => update("instagramHandle", event.target.value)}
            placeholder="seuperfil"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            className="border-0 shadow-none focus-visible:ring-0"
            {...fieldAria("instagramHandle", errors)}
          />
        </div>
      </Field>

      <p className="text-sm text-muted-foreground">Seus dados são salvos automaticamente enquanto você preenche.</p>

      <div>
        <Button type="submit" disabled={checking || saveMutation.isPending}>
          {checking || saveMutation.isPending ? "Salvando..." : "Continuar"}
        </Button>
      </div>
    </form>
  );
}

function Field({
  field,
  label,
  required = false,
  error,
  children,
}: {
  field: CompanyField;
  label: string;
  required?: boolean;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={fieldId(field)}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {error ? (
        <p id={errorId(field)} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function fieldAria(field: CompanyField, errors: CompanyFieldErrors) {
  const required = field !== "instagramHandle";
  return {
    "aria-required": required || undefined,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? errorId(field) : undefined,
  };
}

function pickCompanyErrors(fields: Record<string, string>): CompanyFieldErrors {
  const picked: CompanyFieldErrors = {};
  for (const field of fieldOrder) if (fields[field]) picked[field] = fields[field];
  return picked;
}

/** docs/product/screens.md: after a 1 s pause, valid values go to the server; a failure here is silent ('Continuar' reports). */
function useCompanyAutosave(values: CompanyValues) {
  const lastSaved = useRef(JSON.stringify(values));
  useEffect(() => {
    const serialized = JSON.stringify(values);
    if (serialized === lastSaved.current) return;
    let stale = false;
    let timer: number | undefined;
    isCompanyComplete(values).then(
      (complete) => {
        if (!complete || stale) return;
        timer = window.setTimeout(() => {
          saveCompany(toCompanyData(values)).then(
            () => {
              lastSaved.current = serialized;
            },
            () => undefined,
          );
        }, autosaveDelayMs);
      },
      () => undefined,
    );
    return () => {
      stale = true;
      window.clearTimeout(timer);
    };
  }, [values]);
}
