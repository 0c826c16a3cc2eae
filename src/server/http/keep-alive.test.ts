import { Agent, get } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, it } from "vitest";
import { useTestServer } from "../test/server";

const t = useTestServer();

/** GET through the agent: the status, and whether it went over a connection opened before. */
function request(agent: Agent, url: string): Promise<{ status: number; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const sent = get(url, { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, reusedSocket: sent.reusedSocket }));
    });
    sent.on("error", reject);
  });
}

it("keeps an idle keep-alive connection open past Node's 5 s default, so a client that reuses it is not reset", async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const url = `${t.server.url}/api/health`;
  try {
    expect(await request(agent, url)).toEqual({ status: 200, reusedSocket: false });
    // Idle for longer than Node's default keepAliveTimeout: the time passing is what is tested.
    await sleep(6_000);
    expect(await request(agent, url)).toEqual({ status: 200, reusedSocket: true });
  } finally {
    agent.destroy();
  }
});
