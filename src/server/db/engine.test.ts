import { describe, expect, it } from "vitest";
import { configuredEngine, postgresUrl } from "./engine.ts";
import { isDatabaseUnavailable } from "./errors.ts";
import { DatabaseBusyError } from "./sqlite-dialect.ts";
import { isSerializationFailure, MAX_ATTEMPTS, retryDelayMs } from "./transaction.ts";

const pgError = (code: string) => Object.assign(new Error("pg"), { code });

describe("choosing the engine", () => {
  it("runs on PostgreSQL only for a postgres:// or postgresql:// DATABASE_URL", () => {
    expect(configuredEngine({ DATABASE_URL: "postgres://u@db:5432/shop" })).toBe("postgres");
    expect(configuredEngine({ DATABASE_URL: " postgresql://db/shop " })).toBe("postgres");
    expect(postgresUrl({ DATABASE_URL: " postgresql://db/shop " })).toBe("postgresql://db/shop");
    expect(configuredEngine({})).toBe("sqlite");
    expect(configuredEngine({ DATABASE_URL: "" })).toBe("sqlite");
    expect(configuredEngine({ DATABASE_URL: "mysql://db/shop" })).toBe("sqlite");
  });
});

describe("write transaction retries", () => {
  it("retries serialization failures and deadlocks, nothing else", () => {
    expect(isSerializationFailure(pgError("40001"))).toBe(true);
    expect(isSerializationFailure(pgError("40P01"))).toBe(true);
    expect(isSerializationFailure(pgError("23505"))).toBe(false);
    expect(isSerializationFailure(new Error("40001"))).toBe(false);
    expect(isSerializationFailure(null)).toBe(false);
  });

  it("pauses a random time that grows with the attempt and never exceeds 200 ms", () => {
    expect(retryDelayMs(1, () => 1)).toBe(10);
    expect(retryDelayMs(3, () => 1)).toBe(40);
    expect(retryDelayMs(MAX_ATTEMPTS, () => 1)).toBe(200);
    expect(retryDelayMs(20, () => 0.5)).toBe(100);
    expect(retryDelayMs(2, () => 0)).toBe(0);
  });
});

describe("errors that mean 'try again' (503)", () => {
  it("are locks, conflicts, lost connections, shutdowns and a full pool", () => {
    expect(isDatabaseUnavailable(new DatabaseBusyError(5000))).toBe(true);
    expect(isDatabaseUnavailable(pgError("40001"))).toBe(true);
    expect(isDatabaseUnavailable(pgError("08006"))).toBe(true);
    expect(isDatabaseUnavailable(pgError("57P01"))).toBe(true);
    expect(isDatabaseUnavailable(pgError("53300"))).toBe(true);
    expect(isDatabaseUnavailable(pgError("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
  });

  it("are not a broken query or a violated constraint", () => {
    expect(isDatabaseUnavailable(pgError("42601"))).toBe(false);
    expect(isDatabaseUnavailable(pgError("23505"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("no such column: x"))).toBe(false);
    expect(isDatabaseUnavailable("08006")).toBe(false);
  });
});
