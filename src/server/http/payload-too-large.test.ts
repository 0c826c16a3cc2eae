import { Agent, request } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { useTestServer } from "../test/server";

// A 413 is sent before the body is read. Over keep-alive the next request on that connection
// must still get an answer, so the server says it closes (or reads the body away).

const t = useTestServer();
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

type Answer = { status: number; connection: string | undefined; body: string; socket: unknown };

function send(path: string, options: { method?: string; body?: Buffer; chunked?: boolean } = {}): Promise<Answer> {
  const url = new URL(path, t.server.url);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        agent,
        method: options.method ?? "GET",
        headers: {
          "content-type": "application/json",
          ...(options.body && !options.chunked ? { "content-length": String(options.body.length) } : {}),
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body, socket: req.socket }),
        );
      },
    );
    req.on("error", reject);
    if (options.body) req.end(options.body);
    else req.end();
  });
}

const tooLarge = Buffer.alloc(2 * 1024 * 1024, "a");

describe("a body over the limit on a keep-alive connection", () => {
  it.each([
    ["with Content-Length", false],
    ["chunked", true],
  ])("answers 413 %s and the next request on the agent still gets its answer", async (_name, chunked) => {
    const refused = await send("/api/contact", { method: "POST", body: tooLarge, chunked });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ error: { code: "PAYLOAD_TOO_LARGE" } });
    expect(refused.connection).toBe("close");

    const next = await send("/api/health");
    expect(next.status).toBe(200);
  });

  it("keeps ordinary answers on the same connection", async () => {
    const first = await send("/api/health");
    const second = await send("/api/health");
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.connection).toBe("keep-alive");
    expect(second.socket).toBe(first.socket);
  });
});
