import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { prerender } from "react-dom/static";

export const streamTimeout = 5_000;

/**
 * The server entry: with `ssr: false` it only runs at build time, for the prerendered pages
 * and the SPA fallback. React's static `prerender` waits for every Suspense boundary and,
 * with no progressive chunking, writes it in place. Streaming (React Router's default) sends
 * lazily loaded sections in a hidden <div> that an inline script moves into place, and the
 * public pages must read in full with JavaScript turned off.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let status = responseStatusCode;
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1000),
    // React outlines a large finished boundary (>12.8 KB of HTML by default) to paint the shell
    // sooner, which puts it in a hidden <div> again; a build-time page has nothing to gain.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  responseHeaders.set("Content-Type", "text/html");
  return new Response(prelude, { headers: responseHeaders, status });
}
