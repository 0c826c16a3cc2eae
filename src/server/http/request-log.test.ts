import { describe, expect, it } from "vitest";
import { redactSecretsInPath } from "../log-redaction";
import { createLogger } from "../logger";
import { TestClient } from "../test/http-client";
import { createTestEnv, useTestServer } from "../test/server";

// The request log line names the path; a secret in it (an invitation token, a password-reset
// token, a data-deletion code) would let anyone who reads the logs use it.

const lines: string[] = [];
const env = createTestEnv();
const state = useTestServer(() => ({
  env,
  role: "web",
  log: createLogger(
    { LOG_LEVEL: "info", NODE_ENV: "development" },
    { destination: { write: (line: string) => lines.push(line) } },
  ),
}));

function requestLines() {
  return lines.map((line) => JSON.parse(line) as { msg: string; path?: string }).filter((entry) => entry.msg === "request");
}

describe("the request log", () => {
  it.each([
    ["/api/invitations/Zk3v9QbH1sXwT7pLmN2rYc8dFq0aJe5u", "/api/invitations/[redacted]"],
    ["/api/invitations/Zk3v9QbH1sXwT7pLmN2rYc8dFq0aJe5u/accept", "/api/invitations/[redacted]/accept"],
    ["/api/auth/reset-password/Zk3v9QbH1sXwT7pLmN2rYc8d", "/api/auth/reset-password/[redacted]"],
    ["/api/data-deletion/Zk3v9QbH1sXwT7pLmN2rYc8d", "/api/data-deletion/[redacted]"],
  ])("logs %s with its secret replaced", async (path, logged) => {
    const secret = path.split("/").find((segment) => segment.startsWith("Zk3v9"))!;
    lines.length = 0;
    const client = new TestClient(state.server.app);
    await client.request(path, {
      method: path.endsWith("/accept") ? "POST" : "GET",
      ...(path.endsWith("/accept") ? { json: {} } : {}),
    });

    const [entry] = requestLines();
    expect(entry?.path).toBe(logged);
    expect(lines.join("")).not.toContain(secret);
  });

  it("keeps the path of a request without a secret", async () => {
    lines.length = 0;
    await new TestClient(state.server.app).request("/api/health");
    expect(requestLines()[0]?.path).toBe("/api/health");
  });
});

describe("redacting a path with a query", () => {
  it("hides e-mail confirmation tokens and OAuth codes and states, keeping the other parameters", () => {
    expect(redactSecretsInPath("/api/auth/verify-email?token=abc.def&callbackURL=%2Fauth%2Fcallback")).toBe(
      "/api/auth/verify-email?token=[redacted]&callbackURL=%2Fauth%2Fcallback",
    );
    expect(redactSecretsInPath("/api/instagram/callback?code=AQD9x&state=s3cr3t")).toBe(
      "/api/instagram/callback?code=[redacted]&state=[redacted]",
    );
    expect(redactSecretsInPath("/api/instagram/callback?%E0%A4%A=1")).toBe("/api/instagram/callback?%E0%A4%A=1");
  });
});
