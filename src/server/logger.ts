import pino, { type DestinationStream } from "pino";
import pretty from "pino-pretty";
import type { Env } from "./env";
import { serializeError } from "./log-redaction";

export type Logger = pino.Logger;

export function createLogger(
  env: Pick<Env, "LOG_LEVEL" | "NODE_ENV">,
  options: { pretty?: boolean; destination?: DestinationStream } = {},
): Logger {
  const logger = pino({
    level: env.NODE_ENV === "test" ? "silent" : env.LOG_LEVEL,
    base: { service: "inteligram" },
    // Failed queries are logged with their SQL and the shape of each parameter, never its value.
    serializers: { err: serializeError, error: serializeError },
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.accessToken", "*.access_token"],
      censor: "[redacted]",
    },
  }, options.destination ?? (options.pretty ? pretty({ colorize: true, ignore: "pid,hostname,service" }) : undefined));
  return logger;
}
