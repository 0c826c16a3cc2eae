import { describe, expect, it } from "vitest";
import { ApiError, networkErrorMessage } from "./api";
import { shouldRetryQuery } from "./query-client";

describe("query retries", () => {
  it.each([
    ["a 4xx answer", new ApiError("NOT_FOUND", "Recurso não encontrado.", 404), 0, false],
    ["a 5xx answer", new ApiError("INTERNAL", "Erro", 500), 0, true],
    ["a network failure", new ApiError("NETWORK", networkErrorMessage, 0), 1, true],
    ["the third failure", new ApiError("INTERNAL", "Erro", 500), 2, false],
  ])("retry after %s: failure %i -> %s", (_label, error, failureCount, expected) => {
    expect(shouldRetryQuery(failureCount, error)).toBe(expected);
  });
});
