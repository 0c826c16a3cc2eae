// The LLM port (decision 018): one chat completion, grounded in what the caller sends. The
// OpenAI-compatible adapter is the real one; without configuration the feature writes from
// templates instead (content-analysis.service.ts), and the screen says so.

export type LlmRequest = { system: string; user: string; maxTokens: number };
export type LlmAnswer = { text: string; tokens: number };

export type LlmErrorKind = "rate_limited" | "unavailable" | "timeout" | "malformed";

export class LlmError extends Error {
  override name = "LlmError";
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export type LlmPort = { kind: "openai"; model: string; complete(request: LlmRequest): Promise<LlmAnswer> };
