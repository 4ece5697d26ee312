/**
 * For unit tests: catches the lines the shared logger writes (every component's) instead of
 * printing them, so a test can check that a failure was logged.
 */
import { pino, type DestinationStream } from "pino";
import { vi } from "vitest";
import { logger } from "./logger.mjs";

export interface CapturedLog {
  /** The lines written since `captureLog()`, parsed. */
  lines(): Record<string, unknown>[];
  restore(): void;
}

export function captureLog(): CapturedLog {
  const stream = (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym];
  if (!stream) throw new Error("the logger has no stream");
  const written: string[] = [];
  const spy = vi.spyOn(stream, "write").mockImplementation((line: string) => {
    written.push(line);
  });
  return {
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
    restore: () => spy.mockRestore(),
  };
}
