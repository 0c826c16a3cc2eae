import pino, { type DestinationStream } from "pino";
import type { Env } from "./env";
import { serializeError } from "./log-redaction";

export type Logger = pino.Logger;

export function createLogger(
  env: Pick<Env, "LOG_LEVEL" | "NODE_ENV">,
  options: { destination?: DestinationStream } = {},
): Logger {
  const logger = pino(
    {
      level: env.NODE_ENV === "test" ? "silent" : env.LOG_LEVEL,
      base: { service: "inteligram" },
      // Failed queries are logged with their SQL and the shape of each parameter, never its value.
      serializers: { err: serializeError, error: serializeError },
      redact: {
        paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.accessToken", "*.access_token"],
        censor: "[redacted]",
      },
    },
    options.destination,
  );
  return logger;
}

/**
 * Readable lines for a human at a terminal in development. pino-pretty is a development
 * dependency, loaded only here: a production server never loads it (docs/decisions/031).
 */
export async function createPrettyDestination(): Promise<DestinationStream> {
  const { default: pretty } = await import("pino-pretty");
  return pretty({ colorize: true, ignore: "pid,hostname,service" });
}
