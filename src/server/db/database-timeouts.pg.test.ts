// PostgreSQL only (vitest.config.ts runs *.pg.test.ts only when TEST_DATABASE_URL is set): a
// database that hangs instead of refusing (decision 016). The server reaches its database through
// a TCP proxy that the test makes stall, or runs a statement longer than the statement timeout.
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../app/bootstrap";
import { unavailableMessage } from "../http/app-error";
import { createTestDatabase } from "../test/database";
import { TestClient } from "../test/http-client";
import { startTestServer, waitFor } from "../test/server";
import { startTcpProxy } from "../test/tcp-proxy";
import { paidUser } from "../test/users";
import { isDatabaseUnavailable } from "./availability";
import { openDatabase, type Database } from "./client";

const timeouts = { statementMs: 1_000, connectMs: 1_000 };
// The statement timeout, its network margin and the error handler's 2 s probe, with room for a
// loaded machine; without the timeouts these requests never answer.
const answerWithinMs = 8_000;

const contact = (message: string) => ({
  firstName: "Rita",
  lastName: "Lopes",
  email: "rita.lopes@exemplo.com.br",
  subject: "demo",
  message,
});

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function createDatabase() {
  const testDb = await createTestDatabase();
  cleanups.push(async () => {
    await testDb.database.close();
    await testDb.destroy();
  });
  return testDb;
}

/** The answer, or a failure once `answerWithinMs` passed without one. */
async function answerInTime(request: Response | Promise<Response>) {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${answerWithinMs} ms`)), answerWithinMs);
  });
  try {
    const response = await Promise.race([request, late]);
    return { response, ms: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

async function expectUnavailable(request: Response | Promise<Response>) {
  const { response, ms } = await answerInTime(request);
  expect(response.status).toBe(503);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error).toMatchObject({ code: "UNAVAILABLE", message: unavailableMessage });
  expect(ms).toBeLessThan(answerWithinMs);
}

describe("a database that hangs", () => {
  it("cancels a statement longer than the statement timeout, as unavailable", async () => {
    const testDb = await createDatabase();
    const database = await openDatabase({ kind: "postgres", connectionString: testDb.connectionString!, poolSize: 2, timeouts });
    cleanups.push(() => database.close());

    const started = Date.now();
    const error = await database.db.execute(sql`select pg_sleep(30)`).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(Date.now() - started).toBeLessThan(answerWithinMs);
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The pool still works for the next statement.
    const rows = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
    expect(rows.rows[0]?.one).toBe(1);
  }, 60_000);

  it("loses no pooled connection to a transaction that could not begin", async () => {
    const testDb = await createDatabase();
    const target = new URL(testDb.connectionString!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const database = await openDatabase({
      kind: "postgres",
      connectionString: proxy.url(testDb.connectionString!),
      poolSize: 2,
      timeouts,
    });
    cleanups.push(async () => {
      await proxy.close();
      await database.close();
    });
    const inTransaction = () => database.db.transaction(async (tx) => tx.execute(sql`select 1`));
    await Promise.all([inTransaction(), inTransaction()]);

    proxy.hang();
    const failures = await Promise.allSettled([inTransaction(), inTransaction(), inTransaction()]);
    expect(failures.every((result) => result.status === "rejected" && isDatabaseUnavailable(result.reason))).toBe(true);

    await proxy.restore();
    const started = Date.now();
    await Promise.all([inTransaction(), inTransaction(), inTransaction()]);
    expect(Date.now() - started).toBeLessThan(answerWithinMs);
  }, 60_000);

  it("answers a request whose statement runs too long with 503 in seconds", async () => {
    const testDb = await createDatabase();
    const database = await openDatabase({ kind: "postgres", connectionString: testDb.connectionString!, poolSize: 4, timeouts });
    const server: RunningServer = await startTestServer(database, {
      role: "web",
      configureApp: (app) => app.get("/api/test/slow", async (c) => c.json(await database.db.execute(sql`select pg_sleep(30)`))),
    });
    cleanups.push(async () => {
      await server.stop();
      await database.close();
    });

    await expectUnavailable(new TestClient(server.app).request("/api/test/slow"));
  }, 60_000);

  it("answers 503 in seconds when connections are accepted but never answered", async () => {
    const testDb = await createDatabase();
    const target = new URL(testDb.connectionString!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const database: Database = await openDatabase({
      kind: "postgres",
      connectionString: proxy.url(testDb.connectionString!),
      poolSize: 4,
      timeouts,
    });
    const server: RunningServer = await startTestServer(database);
    cleanups.push(async () => {
      await proxy.close();
      await server.stop();
      await database.close();
    });
    const { client } = await paidUser(server);

    proxy.hang();

    // Pooled connections whose answers never come, new ones whose handshake never ends, and a
    // pool whose every connection is taken by a stalled request: each ends within the bounds.
    await Promise.all([
      expectUnavailable(client.post("/api/accounts", { username: "banco_travado" })),
      expectUnavailable(new TestClient(server.app).request("/api/invitations/convite-qualquer-0001")),
      expectUnavailable(new TestClient(server.app).post("/api/contact", contact("Enviado com o banco travado."))),
      ...Array.from({ length: 6 }, (_, index) =>
        expectUnavailable(new TestClient(server.app).post("/api/contact", contact(`Travado ${index}.`))),
      ),
    ]);
    const health = await answerInTime(server.app.request("/api/health"));
    expect(health.response.status).toBe(503);

    // When the database answers again, so does the server, with every connection of its pool
    // (none lost to a transaction whose `begin` timed out).
    await proxy.restore();
    await waitFor(async () => ((await server.app.request("/api/health")).status === 200 ? true : undefined), 30_000);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        answerInTime(new TestClient(server.app).post("/api/contact", contact(`Depois da volta ${index}.`))),
      ),
    );
    expect(answers.map(({ response }) => response.status)).toEqual(Array.from({ length: 8 }, () => 201));
  }, 120_000);
});
