import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// Test support: a local HTTP server on 127.0.0.1 (port 0) standing in for Instagram or Apify.

export type RecordedRequest = { method: string; url: URL; headers: IncomingMessage["headers"]; body: string };
export type Reply = { status?: number; body?: unknown; raw?: string; delayMs?: number };
export type Route = (request: RecordedRequest) => Reply | undefined;

export type ContractServer = {
  url: string;
  requests: RecordedRequest[];
  /** Replaces the handler; unmatched requests get a 404 with a Graph-style error body. */
  handle(route: Route): void;
  close(): Promise<void>;
};

export async function startContractServer(): Promise<ContractServer> {
  let route: Route = () => undefined;
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = {
        method: req.method ?? "GET",
        url: new URL(req.url ?? "/", `http://${req.headers.host}`),
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(request);
      const reply = route(request) ?? {
        status: 404,
        body: { error: { message: "Unknown path", type: "GraphMethodException", code: 100 } },
      };
      const send = () => {
        if (res.destroyed) return;
        res.statusCode = reply.status ?? 200;
        res.setHeader("content-type", reply.raw === undefined ? "application/json" : "text/plain");
        res.end(reply.raw ?? JSON.stringify(reply.body ?? {}));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      route = next;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
