import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContractServer, type ContractServer } from "../networks/instagram/contract-server";
import { LlmError } from "./llm.port";
import { createOpenAiCompatibleLlm } from "./openai-compatible";

// Contract tests against a local server speaking the chat completions API's shape.

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(() => server.close());

const request = { system: "Você é um analista.", user: "Analise.", maxTokens: 300 };
const completion = (content: string, tokens?: number) => ({
  id: "chatcmpl-1",
  object: "chat.completion",
  choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
  ...(tokens === undefined ? {} : { usage: { prompt_tokens: tokens - 10, completion_tokens: 10, total_tokens: tokens } }),
});
const llm = (options: { timeoutMs?: number; retries?: number } = {}) =>
  createOpenAiCompatibleLlm({ baseUrl: `${server.url}/v1/`, apiKey: "sk-test", model: "modelo-teste", backoffMs: 1, ...options });

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

describe("OpenAI-compatible chat completions adapter", () => {
  it("posts the model, the messages and the limit with the key, and reads the text and the tokens", async () => {
    server.handle((r) =>
      r.url.pathname === "/v1/chat/completions" ? { body: completion("Seus Reels foram bem.", 321) } : undefined,
    );
    await expect(llm().complete(request)).resolves.toEqual({ text: "Seus Reels foram bem.", tokens: 321 });
    const [sent] = server.requests;
    expect(sent!.method).toBe("POST");
    expect(sent!.headers.authorization).toBe("Bearer sk-test");
    expect(JSON.parse(sent!.body)).toMatchObject({
      model: "modelo-teste",
      max_tokens: 300,
      messages: [
        { role: "system", content: "Você é um analista." },
        { role: "user", content: "Analise." },
      ],
    });
  });

  it("estimates the tokens when the answer has no usage", async () => {
    server.handle(() => ({ body: completion("abcd".repeat(10)) }));
    const answer = await llm().complete(request);
    expect(answer.tokens).toBe(Math.ceil((request.system.length + request.user.length + 40) / 4));
  });

  it("retries a 429 and a 500, then succeeds", async () => {
    let calls = 0;
    server.handle(() => {
      calls++;
      if (calls === 1) return { status: 429, body: { error: { message: "Rate limit", type: "rate_limit_error" } } };
      if (calls === 2) return { status: 500, body: { error: { message: "boom" } } };
      return { body: completion("Tudo certo.", 50) };
    });
    await expect(llm().complete(request)).resolves.toEqual({ text: "Tudo certo.", tokens: 50 });
    expect(server.requests).toHaveLength(3);
  });

  it("gives up after its retries on repeated 429 (rate_limited) and 500 (unavailable)", async () => {
    server.handle(() => ({ status: 429, body: { error: { message: "Rate limit" } } }));
    expect((await failure(llm({ retries: 1 }).complete(request))).kind).toBe("rate_limited");
    expect(server.requests).toHaveLength(2);
    server.handle(() => ({ status: 500, body: {} }));
    expect((await failure(llm({ retries: 2 }).complete(request))).kind).toBe("unavailable");
    expect(server.requests).toHaveLength(3);
  });

  it("times out a server that does not answer in time", async () => {
    server.handle(() => ({ body: completion("tarde demais"), delayMs: 1_000 }));
    expect((await failure(llm({ timeoutMs: 100, retries: 0 }).complete(request))).kind).toBe("timeout");
  });

  it("refuses a malformed answer without retrying: not JSON, no choices, no text", async () => {
    for (const reply of [
      { raw: "<html>oops</html>" },
      { body: { choices: [] } },
      { body: { choices: [{ message: { content: 42 } }] } },
    ]) {
      server.handle(() => reply);
      expect((await failure(llm().complete(request))).kind).toBe("malformed");
      expect(server.requests).toHaveLength(1);
    }
  });
});
