import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, apiRequest, lazySchemas, networkErrorMessage } from "./api";

function stubFetch(implementation: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(implementation);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("api client", () => {
  it("sends JSON with the session cookie and returns the parsed body", async () => {
    const fetchMock = stubFetch(async () => json({ id: "p1" }, 201));

    const result = await api.post<{ id: string }>("/api/profiles", { username: "marca" });

    expect(result).toEqual({ id: "p1" });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/profiles");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(init?.body).toBe(JSON.stringify({ username: "marca" }));
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
  });

  it("sends an uploaded file as it is, as application/octet-stream, and reads the refusal like any other", async () => {
    const fetchMock = stubFetch(async () =>
      json({ error: { code: "INVALID_INPUT", message: "Envie uma imagem PNG ou JPEG." } }, 400),
    );
    const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" });

    const refused = await apiRequest("/api/report-settings/logo", { method: "PUT", bytes: file }).catch(
      (error: unknown) => error,
    );

    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe("Envie uma imagem PNG ou JPEG.");
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe("PUT");
    expect(init?.body).toBe(file);
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/octet-stream");
  });

  it("appends query parameters, skipping empty ones", async () => {
    const fetchMock = stubFetch(async () => json([]));

    await api.get("/api/payments", { query: { page: 2, status: undefined, q: "a b" } });

    expect(fetchMock.mock.calls[0]![0]).toBe("/api/payments?page=2&q=a+b");
  });

  it("returns undefined for 204 No Content", async () => {
    stubFetch(async () => new Response(null, { status: 204 }));

    await expect(api.delete("/api/profiles/p1")).resolves.toBeUndefined();
  });

  it("turns the server's error body into an ApiError with code, message and status", async () => {
    stubFetch(async () =>
      json({ error: { code: "PLAN_LIMIT", message: "Seu plano permite 1 conta.", requestId: "req-1" } }, 403),
    );

    const error = await api.get("/api/profiles").catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "PLAN_LIMIT", message: "Seu plano permite 1 conta.", status: 403, requestId: "req-1" });
  });

  it("keeps per-field messages of an invalid input", async () => {
    stubFetch(async () =>
      json({ error: { code: "INVALID_INPUT", message: "Dados inválidos.", fields: { cnpj: "CNPJ inválido" } } }, 400),
    );

    await expect(api.post("/api/company", {})).rejects.toMatchObject({ fields: { cnpj: "CNPJ inválido" } });
  });

  it("keeps the reason the server gives for a refusal", async () => {
    stubFetch(async () =>
      json({ error: { code: "FORBIDDEN", message: "Confirme seu email antes de entrar.", reason: "EMAIL_NOT_VERIFIED" } }, 403),
    );

    await expect(api.post("/api/auth/sign-in/email", {})).rejects.toMatchObject({
      code: "FORBIDDEN",
      status: 403,
      reason: "EMAIL_NOT_VERIFIED",
    });
  });

  it("leaves the reason empty when the server sends none", async () => {
    stubFetch(async () => json({ error: { code: "UNAUTHENTICATED", message: "Email ou senha incorretos." } }, 401));

    const error = await api.post("/api/auth/sign-in/email", {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).reason).toBeUndefined();
  });

  it("maps an error response without our body shape by its status", async () => {
    stubFetch(async () => new Response("<html>Bad Gateway</html>", { status: 502 }));

    await expect(api.get("/api/health")).rejects.toMatchObject({ code: "EXTERNAL_SERVICE", status: 502 });
  });

  it("reports a network failure with the pt-BR connection message", async () => {
    stubFetch(async () => {
      throw new TypeError("Failed to fetch");
    });

    await expect(api.get("/api/health")).rejects.toMatchObject({
      code: "NETWORK",
      status: 0,
      message: networkErrorMessage,
    });
  });

  it("lets a cancelled request reject as an abort, not as a connection problem", async () => {
    const controller = new AbortController();
    stubFetch(async () => {
      controller.abort();
      throw new DOMException("The operation was aborted.", "AbortError");
    });

    const error = await api.get("/api/health", { signal: controller.signal }).catch((caught: unknown) => caught);

    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe("AbortError");
  });

  it("validates the response with a schema when given one", async () => {
    stubFetch(async () => json({ count: "3" }));
    const schema = { parse: (data: unknown) => ({ count: Number((data as { count: string }).count) }) };

    await expect(api.get("/api/count", { schema })).resolves.toEqual({ count: 3 });
  });

  it("loads a schema given as a function with the answer, and checks the answer with it", async () => {
    stubFetch(async () => json({ count: "3" }));
    const parse = vi.fn((data: unknown) => {
      const count = Number((data as { count: string }).count);
      if (count > 5) throw new Error("Resposta inesperada do servidor.");
      return { count };
    });
    const load = vi.fn(async () => ({ parse }));

    await expect(api.get("/api/count", { schema: load })).resolves.toEqual({ count: 3 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(parse).toHaveBeenCalledWith({ count: "3" });
    stubFetch(async () => json({ count: "9" }));
    await expect(api.get("/api/count", { schema: load })).rejects.toThrow("Resposta inesperada do servidor.");
  });

  it("names a feature's schema by its export, importing the module only when an answer comes", async () => {
    stubFetch(async () => json({ ok: true }));
    const load = vi.fn(async () => ({ okSchema: { parse: (data: unknown) => data as { ok: true } }, other: null }));
    const schema = lazySchemas(load);
    const okSchema = schema("okSchema");
    expect(load).not.toHaveBeenCalled();
    await expect(api.delete("/api/thing", { schema: okSchema })).resolves.toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
