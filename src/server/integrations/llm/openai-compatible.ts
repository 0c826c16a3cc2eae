import { z } from "zod";
import { LlmError, type LlmAnswer, type LlmPort, type LlmRequest } from "./llm.port";

export type OpenAiCompatibleOptions = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** One attempt's limit. */
  timeoutMs?: number;
  /** Attempts after the first, for 429, 5xx, timeouts and network failures. */
  retries?: number;
  /** Base of the exponential backoff between attempts (a Retry-After header wins, up to 10 s). */
  backoffMs?: number;
};

// The part of the chat completions answer we read; anything else is ignored.
const answerSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
  usage: z.object({ total_tokens: z.number().int().nonnegative() }).optional(),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POST {baseUrl}/chat/completions, the OpenAI API's shape (served by OpenAI and many others). */
export function createOpenAiCompatibleLlm(options: OpenAiCompatibleOptions): LlmPort {
  const { baseUrl, apiKey, model, timeoutMs = 20_000, retries = 2, backoffMs = 500 } = options;
  const url = `${baseUrl.replace(/\/+$/, "")}/chat/completions`;

  async function attempt(request: LlmRequest): Promise<LlmAnswer> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({
          model,
          messages: [
            { role: "system", content: request.system },
            { role: "user", content: request.user },
          ],
          max_tokens: request.maxTokens,
          temperature: 0.4,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new LlmError(
        timedOut ? "timeout" : "unavailable",
        timedOut ? `no answer within ${timeoutMs} ms` : "could not reach the LLM",
        { cause: error },
      );
    }
    if (response.status === 429)
      throw Object.assign(new LlmError("rate_limited", "429 from the LLM"), { retryAfter: response.headers.get("retry-after") });
    if (response.status >= 500) throw new LlmError("unavailable", `${response.status} from the LLM`);
    if (!response.ok) throw new LlmError("malformed", `${response.status} from the LLM`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new LlmError("malformed", "the LLM's answer is not JSON", { cause: error });
    }
    const parsed = answerSchema.safeParse(body);
    if (!parsed.success) throw new LlmError("malformed", "the LLM's answer has no message");
    const content = parsed.data.choices[0]!.message.content;
    // Without usage, about 4 characters a token, both ways.
    const tokens =
      parsed.data.usage?.total_tokens ?? Math.ceil((request.system.length + request.user.length + content.length) / 4);
    return { text: content, tokens };
  }

  return {
    kind: "openai",
    model,
    async complete(request) {
      for (let tried = 0; ; tried++) {
        try {
          return await attempt(request);
        } catch (error) {
          if (!(error instanceof LlmError) || error.kind === "malformed" || tried >= retries) throw error;
          const retryAfter = Number((error as LlmError & { retryAfter?: string | null }).retryAfter);
          await sleep(
            Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter * 1000, 10_000) : backoffMs * 2 ** tried,
          );
        }
      }
    },
  };
}
