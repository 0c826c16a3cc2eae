import type { Env } from "../../env";
import type { LlmPort } from "./llm.port";
import { createOpenAiCompatibleLlm } from "./openai-compatible";

export type { LlmPort } from "./llm.port";

/** The configured LLM, or null: the feature then writes from templates (the local stand-in). */
export function createLlm(env: Pick<Env, "LLM_BASE_URL" | "LLM_API_KEY" | "LLM_MODEL">): LlmPort | null {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null;
  return createOpenAiCompatibleLlm({ baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL });
}
