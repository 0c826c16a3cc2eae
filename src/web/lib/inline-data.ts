import { type InlineData, inlineDataElementId, inlineDataKey, inlineDataMaxAgeMs } from "@core/http/inline-data";

// The answers the server put in this page's HTML (docs/decisions/021), each used once: the
// first read of a request gets it, any later one (a refresh, a refetch) goes to the network.
let answers: Map<string, unknown> | undefined;

function readAnswers(): Map<string, unknown> {
  const element = typeof document === "undefined" ? null : document.getElementById(inlineDataElementId);
  if (!element) return new Map();
  try {
    const data = JSON.parse(element.textContent ?? "") as InlineData;
    // Only for the page they were read for, and only while they are fresh.
    if (data.page !== location.pathname || Date.now() - data.servedAt > inlineDataMaxAgeMs) return new Map();
    return new Map(Object.entries(data.answers));
  } catch {
    return new Map();
  }
}

/** The server's answer to this GET request if it came with the page and is still unused, else undefined. */
export function takeInlineData(pathWithQuery: string): unknown {
  answers ??= readAnswers();
  const key = inlineDataKey(pathWithQuery);
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}

/**
 * On the server: runs `draw` (a synchronous render of a page's first screen,
 * src/web/draw-first-screen.tsx) with `pageAnswers` as this page's answers, so its queries
 * render with the same data as the browser's first render will.
 */
export function withPageAnswers<T>(pageAnswers: Record<string, unknown>, draw: () => T): T {
  const previous = answers;
  answers = new Map(Object.entries(pageAnswers));
  try {
    return draw();
  } finally {
    answers = previous;
  }
}
