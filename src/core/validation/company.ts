import { z } from "zod";
import type { AccountType } from "./account-type";
import { accountTypeMessage, companyNameMaxLength, companyNameTooLongMessage, requiredFieldMessage } from "./company-fields";
import { validateLegalDocument } from "./document";
import { emailSchema } from "./email";
import { visibleName } from "./invisible-characters";
import { onboardingInstagramHandleSchema } from "./instagram-username";
import { phoneSchema } from "./phone";

// The schema of onboarding step 2 "Empresa", the same for the form in the browser and the
// request on the server. Its labels, messages and required fields are zod-free
// (company-fields), so a page can show the form without loading zod.
export * from "./company-fields";

function requiredText() {
  return z.string({ error: requiredFieldMessage }).trim().min(1, { error: requiredFieldMessage });
}

function legalDocumentFor(accountType: AccountType) {
  return requiredText()
    .toUpperCase()
    .superRefine((value, ctx) => {
      const error = validateLegalDocument(accountType, value);
      // The issue carries the toast title too, for screens that show { title, description }.
      if (error) ctx.addIssue({ code: "custom", message: error.description, params: { title: error.title } });
    });
}

const sharedFields = {
  name: requiredText().max(companyNameMaxLength, { error: companyNameTooLongMessage }).check(visibleName),
  email: requiredText().pipe(emailSchema),
  phone: requiredText().pipe(phoneSchema),
  instagramHandle: onboardingInstagramHandleSchema,
};

export const companyDataSchema = z.discriminatedUnion(
  "accountType",
  [
    z.object({ accountType: z.literal("business"), legalDocument: legalDocumentFor("business"), ...sharedFields }),
    z.object({ accountType: z.literal("personal"), legalDocument: legalDocumentFor("personal"), ...sharedFields }),
  ],
  { error: accountTypeMessage },
);

/** What the form holds (all strings, as typed and masked). */
export type CompanyDataInput = z.input<typeof companyDataSchema>;
/** What the server stores: trimmed, e-mail lower-cased, phone masked, handle without '@'. */
export type CompanyData = z.output<typeof companyDataSchema>;
