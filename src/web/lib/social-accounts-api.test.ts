import { afterEach, describe, expect, it, vi } from "vitest";
import { readCollectionRun, selectAccount, startCollection } from "./social-accounts-api";

const json = (body: unknown) => Response.json(body);

afterEach(() => vi.unstubAllGlobals());

describe("the accounts' client", () => {
  it("encode the account's and the run's ids in the path", async () => {
    const fetchMock = vi.fn(async () => json({}));
    vi.stubGlobal("fetch", fetchMock);
    await Promise.allSettled([selectAccount("a/1?x"), startCollection("a/1?x"), readCollectionRun("r/1#y")]);
    expect(fetchMock.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual([
      "/api/accounts/a%2F1%3Fx/select",
      "/api/accounts/a%2F1%3Fx/collect",
      "/api/collection-runs/r%2F1%23y",
    ]);
  });

  it("refuse an answer that is not a collection run", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ id: "r1", status: "lost" })),
    );
    await expect(startCollection("a1")).rejects.toThrow();
    await expect(readCollectionRun("r1")).rejects.toThrow();
  });
});
