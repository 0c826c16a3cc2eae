import { z } from "zod";
import { contactSubjects } from "./contact-texts";
import { emailSchema } from "./email";
import { visibleName } from "./invisible-characters";

export {
  type ContactSubject,
  contactSubjectLabels,
  contactSubjects,
  contactSuccessToast,
  newsletterSuccessToast,
} from "./contact-texts";

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use no máximo ${max} caracteres.`);

const trimmedText = (max: number) => z.string().trim().max(max, `Use no máximo ${max} caracteres.`);

const optional = (text: z.ZodString) => text.optional().transform((value) => (value ? value : undefined));

// docs/product/screens.md "Public pages": contact form fields; Nome, Sobrenome, Email and Mensagem are required.
export const contactMessageSchema = z.object({
  firstName: required("Informe seu nome.", 80).check(visibleName),
  lastName: required("Informe seu sobrenome.", 80).check(visibleName),
  email: emailSchema,
  phone: optional(trimmedText(30)),
  company: optional(trimmedText(120).check(visibleName)),
  subject: z.enum(contactSubjects, { error: "Escolha um assunto." }).default("other"),
  message: required("Escreva sua mensagem.", 5000),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const newsletterSchema = z.object({ email: emailSchema });
