/**
 * A point where a lower feature lets a higher one react without importing it (decision 026):
 * the lower feature defines the hook and runs it where the event happens; the higher feature's
 * handler is registered on it at start-up, in src/server/app/register-hooks.ts.
 */
export type Hook<Args extends unknown[], Result = void> = {
  readonly name: string;
  register(handler: (...args: Args) => Promise<Result>): void;
  /** Calls the handlers one after another, in the order they were registered. */
  run(...args: Args): Promise<Result[]>;
  /** Calls the handlers at once (independent reads); results in the order they were registered. */
  gather(...args: Args): Promise<Result[]>;
};

export function defineHook<Args extends unknown[], Result = void>(name: string): Hook<Args, Result> {
  const handlers = new Set<(...args: Args) => Promise<Result>>();
  // A hook without a handler means start-up did not register them: loud, never a silent skip.
  const registered = () => {
    if (handlers.size === 0)
      throw new Error(`No handler registered on hook ${name}: call registerHooks() (src/server/app/register-hooks.ts) first`);
    return [...handlers];
  };
  return {
    name,
    register(handler) {
      handlers.add(handler);
    },
    async run(...args) {
      const results: Result[] = [];
      for (const handler of registered()) results.push(await handler(...args));
      return results;
    },
    async gather(...args) {
      return Promise.all(registered().map((handler) => handler(...args)));
    },
  };
}
