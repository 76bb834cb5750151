import pino from "pino";
import type { Config } from "./config";

export type Logger = pino.Logger;

/** JSON lines in production; readable, coloured lines in development. */
export function createLogger(config: Pick<Config, "isProduction" | "logLevel" | "mode">): Logger {
  if (config.mode === "development") {
    return pino({
      level: config.logLevel,
      transport: {
        target: "pino-pretty",
        options: { colorize: true, ignore: "pid,hostname", translateTime: "HH:MM:ss" },
      },
    });
  }
  return pino({ level: config.logLevel });
}
