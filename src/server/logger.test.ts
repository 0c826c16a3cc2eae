import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, newsletterSubscriptions } from "./db/schema/index";
import { AppError } from "./http/app-error";
import { createLogger } from "./logger";
import { createTestDatabase, type TestDatabase } from "./test/database";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.database.close();
  await testDb?.destroy();
});

const personal = {
  firstName: "Ana",
  lastName: "Sigilosa",
  email: "ana.sigilosa@exemplo.com.br",
  phone: "(11) 98765-4321",
  company: "11.222.333/0001-81",
  subject: "support",
};

/** A real failed query: PostgreSQL refuses the NUL byte in the message. */
async function failedQuery(): Promise<Error> {
  try {
    await testDb.database.db.insert(contactMessages).values({ ...personal, message: "segredo\u0000" });
  } catch (error) {
    return error as Error;
  }
  throw new Error("the insert should have failed");
}

function captureLogs() {
  const lines: string[] = [];
  const log = createLogger(
    { LOG_LEVEL: "info", NODE_ENV: "development" },
    { destination: { write: (line: string) => lines.push(line) } },
  );
  return { log, text: () => lines.join("") };
}

describe("logging a failed query", () => {
  it("keeps the SQL and the shape of each parameter, never its value", async () => {
    const error = await failedQuery();
    const { log, text } = captureLogs();

    log.error({ err: error }, "unhandled error");
    log.error({ err: new AppError("INTERNAL", "Falhou", { cause: error }) }, "wrapped");

    const output = text();
    expect(output).toContain('Failed query: insert into \\"contact_messages\\"');
    expect(output).toContain("[text 27]");
    // The database's own reason stays.
    expect(output).toMatch(/invalid byte sequence|0x00/);
    for (const value of [...Object.values(personal).filter((v) => v !== "support"), "segredo"]) {
      expect(output).not.toContain(value);
    }
  });

  it("hides the value a unique violation repeats in its detail", async () => {
    const db = testDb.database.db;
    await db.insert(newsletterSubscriptions).values({ email: personal.email }).onConflictDoNothing();
    const error = await db
      .insert(newsletterSubscriptions)
      .values({ email: personal.email })
      .then(() => undefined)
      .catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    const { log, text } = captureLogs();
    log.error({ err: error }, "unhandled error");
    expect(text()).toContain("newsletter_subscriptions");
    expect(text()).not.toContain(personal.email);
  });

  it("leaves the error the caller holds as it was", async () => {
    const error = await failedQuery();
    const { log } = captureLogs();
    log.error({ err: new AppError("INTERNAL", "Falhou", { cause: error }) }, "wrapped");
    expect(error.message).toContain(personal.email);
  });
});
