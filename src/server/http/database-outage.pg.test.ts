// PostgreSQL only (vitest.config.ts runs *.pg.test.ts only when TEST_DATABASE_URL is set): the
// server reaches its database through a TCP proxy that the test cuts and restores.
import { count, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../app/bootstrap";
import { openDatabase, type Database } from "../db/client";
import { contactMessages, followerSnapshots, outboxEmails } from "../db/schema/index";
import { insertOutgoingEmail } from "../features/mail/outgoing-mail.queries";
import { sendMailJob } from "../features/mail/send-mail.job";
import { createInstagram } from "../integrations/networks/instagram/index";
import type { PublicProfileSource } from "../integrations/networks/network.port";
import { createTestDatabase, type TestDatabase } from "../test/database";
import { TestClient } from "../test/http-client";
import { createTestEnv, startTestServer, waitFor } from "../test/server";
import { startTcpProxy, type TcpProxy } from "../test/tcp-proxy";
import { paidUser, testPassword } from "../test/users";
import { unavailableMessage } from "./app-error";

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const contact = (message: string) => ({
  firstName: "Rita",
  lastName: "Lopes",
  email: "rita.lopes@exemplo.com.br",
  subject: "demo",
  message,
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type ErrorAnswer = { error: { code: string; message: string; requestId?: string } };

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  const body = (await response.json()) as ErrorAnswer;
  expect(body.error.code).toBe("UNAVAILABLE");
  expect(body.error.message).toBe(unavailableMessage);
  expect(body.error.requestId).toBeTruthy();
  expect(response.headers.get("retry-after")).toBe("5");
}

describe("while the database is unreachable", () => {
  it("answers 503 in the error shape, keeps jobs waiting, and loses nothing when it is back", async () => {
    const testDb: TestDatabase = await createTestDatabase();
    // The test's own view of the database, straight to the server (never through the proxy).
    const observer = testDb.database;
    cleanups.push(async () => {
      await observer.close();
      await testDb.destroy();
    });
    const target = new URL(testDb.connectionString!);
    const proxy: TcpProxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => proxy.close());
    const database: Database = await openDatabase({
      kind: "postgres",
      connectionString: proxy.url(testDb.connectionString!),
      poolSize: 5,
    });

    // A collection whose source answers only when the test says so.
    const env = createTestEnv();
    const real = createInstagram(env);
    let fetchStarted = false;
    let sourceAnswered = false;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const gated: PublicProfileSource = {
      kind: "demo",
      async fetchProfile(input) {
        fetchStarted = true;
        await released;
        const profile = await real.publicProfiles.fetchProfile(input);
        sourceAnswered = true;
        return profile;
      },
    };
    const server: RunningServer = await startTestServer(database, {
      env,
      networks: { instagram: { ...real, publicProfiles: gated } },
    });
    cleanups.push(async () => {
      await server.stop();
      await database.close();
    });

    const { client, email } = await paidUser(server);
    const account = (await (await client.post("/api/accounts", { username: "queda_de_rede" })).json()) as { id: string };
    const run = (await (await client.post(`/api/accounts/${account.id}/collect`, {})).json()) as { id: string };
    await waitFor(async () => (fetchStarted ? true : undefined));
    // A job that falls due while the database is away.
    const messageId = await insertOutgoingEmail(server.context.db, {
      to: "depois.da.queda@exemplo.com.br",
      subject: "Depois da queda",
      html: "<p>oi</p>",
      text: "oi",
    });
    const mailJobId = await server.context.queue.send(sendMailJob, { messageId }, { startAfter: 2 });
    const [contactsBefore] = await observer.db.select({ n: count() }).from(contactMessages);

    await proxy.cut();

    const health = await server.app.request("/api/health");
    expect(health.status).toBe(503);
    const healthBody = (await health.json()) as { status: string; database: { status: string } };
    expect(healthBody.status).toBe("degraded");
    expect(healthBody.database.status).toBe("down");

    await expectUnavailable(await client.request("/api/dashboard"));
    await expectUnavailable(await client.request(`/api/collection-runs/${run.id}`));
    await expectUnavailable(await client.post(`/api/accounts/${account.id}/collect`, {}));
    await expectUnavailable(await new TestClient(server.app).post("/api/contact", contact("Enviado durante a queda.")));
    await expectUnavailable(await new TestClient(server.app).post("/api/auth/sign-in/email", { email, password: testPassword }));

    // The collection's source answers now: its write meets the outage. The outage lasts until
    // that happened and the mail job fell due, so both had to wait for the database.
    release();
    await waitFor(async () => (sourceAnswered ? true : undefined));
    await waitFor(async () => {
      const [due] = rowsOf<{ due: boolean }>(
        await observer.db.execute(
          sql`select start_after < now() - interval '1 second' as due from pgboss.job where id = ${mailJobId}`,
        ),
      );
      return due?.due ? true : undefined;
    });
    const [waiting] = rowsOf<{ state: string }>(
      await observer.db.execute(sql`select state from pgboss.job where id = ${mailJobId}`),
    );
    expect(waiting?.state).toBe("created");
    // The process is still answering, and nothing refused was half-written.
    expect((await server.app.request("/api/health")).status).toBe(503);
    const [contactsDuring] = await observer.db.select({ n: count() }).from(contactMessages);
    expect(contactsDuring!.n).toBe(contactsBefore!.n);

    await proxy.restore();

    await waitFor(async () => ((await server.app.request("/api/health")).status === 200 ? true : undefined), 30_000);
    const finished = await waitFor(async () => {
      const response = await client.request(`/api/collection-runs/${run.id}`);
      if (response.status !== 200) return undefined;
      const current = (await response.json()) as { status: string };
      return current.status === "succeeded" || current.status === "failed" ? current : undefined;
    }, 90_000);
    expect(finished.status).toBe("succeeded");
    const mails = await waitFor(async () => {
      const rows = await observer.db.select().from(outboxEmails).where(eq(outboxEmails.to, "depois.da.queda@exemplo.com.br"));
      return rows.length ? rows : undefined;
    }, 30_000);
    expect(mails).toHaveLength(1);
    const snapshots = await observer.db.select().from(followerSnapshots).where(eq(followerSnapshots.socialProfileId, account.id));
    expect(snapshots).toHaveLength(1);
    const refused = await observer.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.message, "Enviado durante a queda."));
    expect(refused).toHaveLength(0);
    // And the API works again for everyone.
    expect((await new TestClient(server.app).post("/api/contact", contact("Enviado depois da queda."))).status).toBe(201);
    expect((await client.request("/api/dashboard")).status).toBe(200);
  }, 180_000);
});
