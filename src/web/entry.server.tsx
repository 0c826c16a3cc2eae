import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToReadableStream } from "react-dom/server";

export const streamTimeout = 5_000;

/**
 * React Router's server entry, waiting for every Suspense boundary before answering. With
 * `ssr: false` it only runs at build time (prerendered pages and the SPA fallback): streamed
 * lazy content would land in a hidden <div> that a script reveals, and the public pages must
 * read fully with JavaScript turned off.
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
  let shellRendered = false;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      status = 500;
      // An error before the shell rejects, and React Router logs it.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html");
  return new Response(body, { headers: responseHeaders, status });
}
