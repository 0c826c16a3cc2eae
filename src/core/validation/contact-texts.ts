// The contact form's and the newsletter's texts, apart from their zod schemas (contact.ts):
// zod is ~90 KB of a browser page, so the pages show these labels and toasts at once and
// load the schemas only when a form is sent.

// docs/product/screens.md "Public pages": contact form subjects.
export const contactSubjects = ["demo", "pricing", "support", "partnership", "other"] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export const contactSubjectLabels: Readonly<Record<ContactSubject, string>> = {
  demo: "Quero uma demonstração",
  pricing: "Planos e preços",
  support: "Suporte",
  partnership: "Parcerias",
  other: "Outro assunto",
};

export const contactSuccessToast = {
  title: "Mensagem enviada!",
  description: "Obrigado pelo contato. Nossa equipe responde em até 1 dia útil.",
};
export const newsletterSuccessToast = {
  title: "Inscrição confirmada!",
  description: "Você vai receber nossas novidades no seu email.",
};
