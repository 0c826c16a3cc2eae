import type { OnboardingState } from "@core/onboarding/onboarding-state";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "~/lib/query-client";
import { onboardingKeys } from "./onboarding-api";
import { Onboarding } from "./onboarding-wizard";

const profile = {
  accountType: "business" as const,
  name: "Café Aurora Ltda",
  legalDocument: "11.222.333/0001-81",
  email: "contato@cafeaurora.com.br",
  phone: "(11) 98765-4321",
  instagramHandle: "",
};
const noProfile: OnboardingState = { step: 1, subscription: null, profile: null, goals: [] };
const profileSaved: OnboardingState = { step: 3, subscription: { status: "active", planType: "advanced" }, profile, goals: [] };

/** The wizard's progress text at `url`, with the server's answer already read. */
function progressAt(url: string, state: OnboardingState) {
  const client = createQueryClient();
  client.setQueryData(onboardingKeys.state, state);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Onboarding />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return html.match(/Etapa \d de 4/)?.[0];
}

describe("Onboarding: the step in the address (?etapa=)", () => {
  it("opens the step the address names when everything before it is done", () => {
    expect(progressAt("/onboarding?etapa=2", profileSaved)).toBe("Etapa 2 de 4");
    expect(progressAt("/onboarding?etapa=1", profileSaved)).toBe("Etapa 1 de 4");
    expect(progressAt("/onboarding?plan=basic&etapa=2", noProfile)).toBe("Etapa 2 de 4");
  });

  it("shows the first incomplete step for a step that cannot be reached yet, or none", () => {
    expect(progressAt("/onboarding?etapa=4", profileSaved)).toBe("Etapa 3 de 4");
    expect(progressAt("/onboarding?plan=basic&etapa=4", noProfile)).toBe("Etapa 2 de 4");
    expect(progressAt("/onboarding?etapa=3", noProfile)).toBe("Etapa 1 de 4");
  });

  it("starts where docs/product/screens.md says when the address names no step", () => {
    expect(progressAt("/onboarding", profileSaved)).toBe("Etapa 3 de 4");
    expect(progressAt("/onboarding?plan=advanced", noProfile)).toBe("Etapa 1 de 4");
  });
});
