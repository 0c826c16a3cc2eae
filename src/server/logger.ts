import pino from "pino";
import pretty from "pino-pretty";
import type { Env } from "./env";

export type Logger = pino.Logger;

export function createLogger(env: Pick<Env, "LOG_LEVEL" | "NODE_ENV">, options: { pretty?: boolean } = {}): Logger {
  const logger = pino({
    level: env.NODE_ENV === "test" ? "silent" : env.LOG_LEVEL,
    base: { service: "inteligram" },
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.accessToken", "*.access_token"],
      censor: "[redacted]",
    },
  }, options.pretty ? pretty({ colorize: true, ignore: "pid,hostname,service" }) : undefined);
  return logger;
}
