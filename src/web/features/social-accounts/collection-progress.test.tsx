import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CollectionProgress } from "./collection-progress";
import { socialAccountsMessages } from "./social-accounts-messages";

const startedAt = Date.now();

describe("CollectionProgress", () => {
  it("says the collection is resuming after an interrupted attempt", () => {
    const html = renderToStaticMarkup(<CollectionProgress state={{ phase: "resuming", startedAt }} />);
    expect(html).toContain("Retomando a coleta…");
    expect(html).toContain("Tempo decorrido");
    expect(html).not.toContain(socialAccountsMessages.runSlow);
  });

  it("past 120 s says the collection is slow, not that it failed", () => {
    const html = renderToStaticMarkup(<CollectionProgress state={{ phase: "running", startedAt, slow: true }} />);
    expect(html).toContain(socialAccountsMessages.runRunning);
    expect(html).toContain(socialAccountsMessages.runSlow);
    expect(html).not.toContain("A coleta não foi concluída");
  });

  it("declares failure with the run's message", () => {
    const html = renderToStaticMarkup(
      <CollectionProgress state={{ phase: "failed", startedAt, message: "O serviço de coleta está indisponível no momento." }} />,
    );
    expect(html).toContain("A coleta não foi concluída");
    expect(html).toContain("O serviço de coleta está indisponível no momento.");
  });
});
