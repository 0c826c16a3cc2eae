import { describe, expect, it } from "vitest";
import { defineHook } from "./hook";

describe("defineHook", () => {
  it("runs the handlers one after another, in the order they were registered", async () => {
    const hook = defineHook<[calls: string[]]>("test.sequence");
    hook.register(async (calls) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      calls.push("first");
    });
    hook.register(async (calls) => {
      calls.push("second");
    });
    const calls: string[] = [];
    await hook.run(calls);
    expect(calls).toEqual(["first", "second"]);
  });

  it("gathers the handlers' results in registration order", async () => {
    const hook = defineHook<[n: number], number>("test.gather");
    hook.register(async (n) => n + 1);
    hook.register(async (n) => n * 10);
    await expect(hook.gather(2)).resolves.toEqual([3, 20]);
  });

  it("keeps one registration of a handler registered twice", async () => {
    const hook = defineHook<[], number>("test.twice");
    const handler = async () => 1;
    hook.register(handler);
    hook.register(handler);
    await expect(hook.run()).resolves.toEqual([1]);
  });

  it("refuses to run without a handler, naming the hook, so a forgotten registration is never a silent skip", async () => {
    const hook = defineHook<[]>("test.unregistered");
    await expect(hook.run()).rejects.toThrow(/test\.unregistered.*registerHooks/);
    await expect(hook.gather()).rejects.toThrow(/test\.unregistered/);
  });

  it("lets a handler's error reach the caller and stops the handlers after it", async () => {
    const hook = defineHook<[calls: string[]]>("test.error");
    hook.register(async () => {
      throw new Error("refused");
    });
    hook.register(async (calls) => {
      calls.push("after");
    });
    const calls: string[] = [];
    await expect(hook.run(calls)).rejects.toThrow("refused");
    expect(calls).toEqual([]);
  });
});
