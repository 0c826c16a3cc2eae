import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { afterEach, describe, expect, it } from "vitest";
import { outboxEmails } from "../db/schema/index";
import { queueMail } from "../features/mail/queue-mail";
import { sendMailJob } from "../features/mail/send-mail.job";
import { createTestDatabase, type TestDatabase } from "../test/database";
import { createTestEnv, startTestServer, waitFor } from "../test/server";
import { defineJob } from "./job";
import { jobDefinitions } from "../app/job-registry";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function freshDatabase(dataDir?: string) {
  const testDb: TestDatabase = await createTestDatabase({ dataDir });
  cleanups.push(() => testDb.destroy());
  return testDb;
}

describe("job queue", () => {
  it("runs a job queued before a restart once the worker is back", async () => {
    // A persistent PGlite directory (or a PostgreSQL database) that outlives the first process.
    const testDb = await freshDatabase(mkdtempSync(path.join(tmpdir(), "inteligram-restart-")));
    const env = createTestEnv();
    const message = { to: "ana@example.com", subject: "Depois do reinício", html: "<p>oi</p>", text: "oi" };

    // First process: web only, no workers. The job is queued and the process stops.
    const web = await startTestServer(testDb.database, { env, role: "web" });
    const jobId = await queueMail(web.context, message);
    expect(jobId).toBeTruthy();
    await web.stop();
    await testDb.database.close();
    const before = await testDb.reopen();
    expect(await before.db.select().from(outboxEmails)).toHaveLength(0);
    await before.close();

    // Second process on the same data: its worker picks the job up.
    const database = await testDb.reopen();
    const worker = await startTestServer(database, { env, role: "all" });
    cleanups.push(async () => {
      await worker.stop();
      await database.close();
    });
    const sent = await waitFor(async () => {
      const [row] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.to, message.to));
      return row;
    });
    expect(sent.subject).toBe("Depois do reinício");
    // The handler writes the outbox row before pg-boss records the job as completed.
    const job = await waitFor(async () => {
      const current = await worker.context.queue.getJob(sendMailJob.name, jobId!);
      return current?.state === "completed" ? current : undefined;
    });
    expect(job.retryCount).toBe(0);
  });

  it("retries a failing job and completes it when the cause goes away", async () => {
    const testDb = await freshDatabase();
    let attempts = 0;
    const flaky = defineJob({
      name: "test.flaky",
      payload: z.object({ n: z.number() }),
      queue: { retryLimit: 3, retryDelay: 1 },
      async handler() {
        attempts += 1;
        if (attempts < 3) throw new Error("transient failure");
      },
    });
    const server = await startTestServer(testDb.database, { jobs: [...jobDefinitions, flaky] });
    cleanups.push(async () => {
      await server.stop();
      await testDb.database.close();
    });
    const id = await server.context.queue.send(flaky, { n: 1 });
    const job = await waitFor(async () => {
      const current = await server.context.queue.getJob(flaky.name, id!);
      return current?.state === "completed" ? current : undefined;
    });
    expect(job.retryCount).toBe(2);
    expect(attempts).toBe(3);
  });

  it("stops only after the job it is running has finished, which then counts as completed", async () => {
    const testDb = await freshDatabase();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const events: string[] = [];
    const slow = defineJob({
      name: "test.slow",
      payload: z.object({ n: z.number() }),
      async handler() {
        events.push("started");
        await released;
        events.push("finished");
      },
    });
    const server = await startTestServer(testDb.database, { jobs: [...jobDefinitions, slow] });
    cleanups.push(() => testDb.database.close());
    const id = await server.context.queue.send(slow, { n: 1 });
    await waitFor(async () => events.includes("started") || undefined);

    const stopped = server.stop().then(() => events.push("stopped"));
    // Something that does not happen needs a bound: a stop that left the job running would be
    // over in a tenth of that.
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 1_000))]);
    expect(events).toEqual(["started"]);
    release();
    await stopped;
    expect(events).toEqual(["started", "finished", "stopped"]);

    const after = await startTestServer(testDb.database, { role: "web" });
    cleanups.push(() => after.stop());
    expect((await after.context.queue.getJob(slow.name, id!))?.state).toBe("completed");
  });

  it("refuses a payload that does not match the job's schema", async () => {
    const testDb = await freshDatabase();
    const server = await startTestServer(testDb.database, { role: "web" });
    cleanups.push(async () => {
      await server.stop();
      await testDb.database.close();
    });
    await expect(server.context.queue.send(sendMailJob, { messageId: "não-é-um-id" })).rejects.toThrow();
  });
});

describe("cron schedules", () => {
  // A test server has none: CI's suite crossed 05:00 São Paulo and the daily collection ran over a
  // test's accounts. A production process registers every scheduled job's.
  const scheduled = async (schedules: boolean | undefined) => {
    const testDb = await freshDatabase();
    const server = await startTestServer(testDb.database, schedules === undefined ? {} : { schedules });
    cleanups.push(async () => {
      await server.stop();
      await testDb.database.close();
    });
    const result: unknown = await testDb.database.db.execute(sql`select name from pgboss.schedule order by name`);
    const rows = (result as { rows?: { name: string }[] }).rows ?? (result as { name: string }[]);
    return rows.map((row) => row.name);
  };

  it("are registered by a server that runs workers, and left out by a test server", async () => {
    expect(await scheduled(undefined)).toEqual([]);
    const names = await scheduled(true);
    expect(names).toEqual(
      jobDefinitions
        .filter((job) => job.schedule)
        .map((job) => job.name)
        .sort(),
    );
    expect(names).toContain("analytics.daily-collection");
  });
});

describe("job queue reliability", () => {
  it("hands a job given up after its last attempt to the definition's onGiveUp", async () => {
    const testDb = await freshDatabase();
    const givenUp: number[] = [];
    const doomed = defineJob({
      name: "test.doomed",
      payload: z.object({ n: z.number() }),
      queue: { retryLimit: 1, retryDelay: 1 },
      async handler() {
        throw new Error("always fails");
      },
      async onGiveUp({ n }) {
        givenUp.push(n);
      },
    });
    const server = await startTestServer(testDb.database, { jobs: [...jobDefinitions, doomed] });
    cleanups.push(async () => {
      await server.stop();
      await testDb.database.close();
    });
    const id = await server.context.queue.send(doomed, { n: 7 });
    await waitFor(async () => (givenUp.length ? givenUp : undefined));
    expect(givenUp).toEqual([7]);
    const job = await server.context.queue.getJob(doomed.name, id!);
    expect(job?.state).toBe("failed");
    expect(job?.retryCount).toBe(1);
  });

  it("commits a job's writes with its completion, and rolls them back when the attempt lost the job", async () => {
    const testDb = await freshDatabase();
    const settled = defineJob({
      name: "test.settled",
      payload: z.object({ to: z.email(), steal: z.boolean() }),
      queue: { retryLimit: 0 },
      async handler({ to, steal }, ctx) {
        if (steal) {
          // Another party takes the job over (as the supervisor does with a silent worker).
          await ctx.queue.failJob("test.settled", ctx.jobId);
        }
        await ctx.db.transaction(async (tx) => {
          await tx.insert(outboxEmails).values({ to, from: "a@example.com", subject: "s", html: "h", text: "t" });
          await ctx.settle(tx);
        });
      },
    });
    const server = await startTestServer(testDb.database, { jobs: [...jobDefinitions, settled] });
    cleanups.push(async () => {
      await server.stop();
      await testDb.database.close();
    });
    const kept = await server.context.queue.send(settled, { to: "kept@example.com", steal: false });
    const lost = await server.context.queue.send(settled, { to: "lost@example.com", steal: true });
    for (const id of [kept!, lost!]) {
      await waitFor(async () => {
        const job = await server.context.queue.getJob(settled.name, id);
        return job && job.state !== "active" && job.state !== "created" ? job : undefined;
      });
    }
    const rows = await testDb.database.db.select({ to: outboxEmails.to }).from(outboxEmails);
    expect(rows.map((r) => r.to)).toEqual(["kept@example.com"]);
    expect((await server.context.queue.getJob(settled.name, kept!))?.state).toBe("completed");
  });
});
