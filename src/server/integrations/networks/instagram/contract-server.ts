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

/*
 * Recorded bodies of the Instagram insights answers, in the shapes Meta documents (Media Insights
 * and Account Insights references, src/server/integrations/networks/README.md "Owner insights"), for the insights contract tests.
 */

/** A lifetime media answer: one `values` entry per metric, as GET /{media-id}/insights answers. */
export function graphLifetimeInsights(metrics: Record<string, number>): Reply {
  return {
    body: {
      data: Object.entries(metrics).map(([name, value]) => ({
        name,
        period: "lifetime",
        values: [{ value }],
        title: name,
        description: `${name} of the media`,
        id: `18000000000000000/insights/${name}/lifetime`,
      })),
    },
  };
}

/** A total_value answer, with one breakdown when `breakdown` is given (metric_type=total_value). */
export function graphTotalValueInsights(
  metrics: Record<string, number>,
  breakdown?: { metric: string; key: string; results: Record<string, number> },
): Reply {
  return {
    body: {
      data: Object.entries(metrics).map(([name, value]) => ({
        name,
        period: "day",
        title: name,
        description: `${name} of the account`,
        total_value: {
          value,
          ...(breakdown?.metric === name
            ? {
                breakdowns: [
                  {
                    dimension_keys: [breakdown.key],
                    results: Object.entries(breakdown.results).map(([dimension, count]) => ({
                      dimension_values: [dimension],
                      value: count,
                    })),
                  },
                ],
              }
            : {}),
        },
        id: `17841400123456789/insights/${name}/day`,
      })),
    },
  };
}

/** A day series (metric_type=time_series): each value ends at 07:00 UTC the next day, as Meta's examples do. */
export function graphDaySeries(name: string, byDay: Record<string, number>): Reply {
  return {
    body: {
      data: [
        {
          name,
          period: "day",
          title: name,
          values: Object.entries(byDay).map(([day, value]) => {
            const end = new Date(Date.parse(`${day}T07:00:00Z`) + 86_400_000).toISOString().replace(".000Z", "+0000");
            return { value, end_time: end };
          }),
          id: `17841400123456789/insights/${name}/day`,
        },
      ],
    },
  };
}

/** Graph's error body, as graph.instagram.com and graph.facebook.com answer it. */
export function graphError(status: number, code: number, message: string, extra: Record<string, unknown> = {}): Reply {
  return { status, body: { error: { message, type: "OAuthException", code, fbtrace_id: "AxYz0123", ...extra } } };
}

/** Meta's answer for a post or story seen by too few accounts (Media Insights reference). */
export const notEnoughViewers = graphError(400, 10, "(#10) Not enough viewers for the media to show insights");
