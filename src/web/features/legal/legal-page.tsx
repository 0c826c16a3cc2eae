import type { ReactNode } from "react";
import { PageIntro } from "~/components/page-intro";
import { Prose } from "~/components/prose";
import { policyTexts } from "./policy-texts";

export type LegalSection = { id: string; title: string; content: ReactNode };

/** A policy page: title, last update, a table of contents and numbered sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <PageIntro title={title} description={`Última atualização: ${policyTexts.updatedOn}`}>
      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Nesta página" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold">Nesta página</h2>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="rounded-sm text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <Prose>
          {intro}
          {sections.map((section, index) => (
            <section key={section.id}>
              <h2 id={section.id}>
                {index + 1}. {section.title}
              </h2>
              {section.content}
            </section>
          ))}
        </Prose>
      </div>
    </PageIntro>
  );
}
