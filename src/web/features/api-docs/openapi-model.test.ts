import { describe, expect, it } from "vitest";
import { buildApiDocs, describeType, InvalidOpenApiError, rebaseApiDocs } from "./openapi-model";
import publicOpenApi from "./public-openapi.json";

// The shape GET /api/openapi.json has today (trimmed), plus one query parameter and one
// list-returning route to cover what the server will add.
const document = {
  openapi: "3.1.0",
  info: { title: "Inteligram API", version: "0.1.0", description: "API do Inteligram." },
  components: {
    securitySchemes: {
      sessionCookie: {
        type: "apiKey",
        in: "cookie",
        name: "inteligram.session_token",
        description: "Sessão criada por POST /api/auth/sign-in/email.",
      },
    },
    schemas: {
      Health: {
        type: "object",
        properties: {
          status: { type: "string", enum: ["ok", "degraded"] },
          database: {
            type: "object",
            properties: { kind: { type: "string", enum: ["pglite", "postgres"] } },
            required: ["kind"],
          },
        },
        required: ["status", "database"],
      },
      Error: {
        type: "object",
        properties: {
          error: {
            type: "object",
            properties: { code: { type: "string" }, message: { type: "string" } },
            required: ["code", "message"],
          },
        },
        required: ["error"],
      },
      Payment: { type: "object", properties: { id: { type: "string", format: "uuid" } } },
    },
  },
  paths: {
    "/api/health": {
      get: {
        tags: ["Sistema"],
        summary: "Estado do serviço",
        description: "Banco de dados e fila.",
        responses: {
          "200": {
            description: "Serviço saudável",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Health" } } },
          },
        },
      },
    },
    "/api/account/password": {
      post: {
        tags: ["Conta"],
        security: [{ sessionCookie: [] }],
        summary: "Trocar a senha",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  newPassword: { type: "string", maxLength: 128 },
                  confirmPassword: { type: "string", maxLength: 128 },
                },
                required: ["newPassword", "confirmPassword"],
              },
            },
          },
        },
        responses: {
          "200": {
            description: "Senha alterada",
            content: {
              "application/json": { schema: { type: "object", properties: { ok: { type: "boolean", enum: [true] } } } },
            },
          },
          "401": {
            description: "Sem sessão",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
        },
      },
    },
    "/api/payments": {
      get: {
        tags: ["Conta"],
        security: [{ sessionCookie: [] }],
        summary: "Histórico de faturamento",
        parameters: [{ name: "page", in: "query", required: false, schema: { type: "integer", minimum: 1, default: 1 } }],
        responses: {
          "200": {
            description: "Pagamentos",
            content: { "application/json": { schema: { type: "array", items: { $ref: "#/components/schemas/Payment" } } } },
          },
        },
      },
    },
  },
};

describe("buildApiDocs", () => {
  const docs = buildApiDocs(document);

  it("reads the title, version and description", () => {
    expect(docs).toMatchObject({
      title: "Inteligram API",
      version: "0.1.0",
      description: "API do Inteligram.",
      operationCount: 3,
    });
  });

  it("groups operations by their first tag, in document order", () => {
    expect(docs.groups.map((group) => [group.tag, group.operations.map((op) => `${op.method} ${op.path}`)])).toEqual([
      ["Sistema", ["get /api/health"]],
      ["Conta", ["post /api/account/password", "get /api/payments"]],
    ]);
  });

  it("marks the operations that need the session cookie", () => {
    const [health, password] = [docs.groups[0]!.operations[0]!, docs.groups[1]!.operations[0]!];
    expect(health.requiresSession).toBe(false);
    expect(password.requiresSession).toBe(true);
    expect(docs.securitySchemes).toEqual([
      {
        id: "sessionCookie",
        description: "Sessão criada por POST /api/auth/sign-in/email.",
        cookieName: "inteligram.session_token",
        bearer: false,
      },
    ]);
    expect(password.authentication).toBe("Requer sessão (cookie de sessão do Inteligram)");
    expect(health.authentication).toBeNull();
  });

  it("reads the public API's bearer key and writes a curl example per operation", () => {
    const publicDocs = buildApiDocs({
      openapi: "3.1.0",
      info: { title: "Inteligram API", version: "v1" },
      servers: [{ url: "https://inteligram.com.br/api/v1" }],
      security: [{ apiKey: [] }],
      components: { securitySchemes: { apiKey: { type: "http", scheme: "bearer" } } },
      paths: {
        "/accounts/{accountId}/posts": {
          get: {
            summary: "Publicações",
            parameters: [
              { name: "accountId", in: "path", required: true, schema: { type: "string" } },
              { name: "limit", in: "query", schema: { type: "integer", example: 50 } },
              { name: "cursor", in: "query", schema: { type: "string" } },
            ],
            responses: {},
          },
        },
      },
    });
    const posts = publicDocs.groups[0]!.operations[0]!;
    expect(publicDocs.serverUrl).toBe("https://inteligram.com.br/api/v1");
    expect(posts.authentication).toBe("Requer chave de API (cabeçalho Authorization: Bearer)");
    expect(posts.curl).toBe(
      'curl "https://inteligram.com.br/api/v1/accounts/$ACCOUNT_ID/posts?limit=50" \\\n  -H "Authorization: Bearer $INTELIGRAM_API_KEY"',
    );
  });

  it("shows the committed public document's competitors, reports and recommendations, the PDF saved to a file", () => {
    const model = buildApiDocs(publicOpenApi);
    const byPath = new Map(
      model.groups.flatMap((group) => group.operations.map((operation) => [operation.path, { ...operation, tag: group.tag }])),
    );
    expect(model.groups.map((group) => group.tag)).toEqual(
      expect.arrayContaining(["Contas", "Concorrentes", "Relatórios", "Recomendações"]),
    );
    for (const path of [
      "/competitors",
      "/accounts/{accountId}/competitors",
      "/reports",
      "/reports/{reportId}/download",
      "/accounts/{accountId}/recommendations",
    ]) {
      expect(byPath.get(path)?.curl, path).toContain('-H "Authorization: Bearer $INTELIGRAM_API_KEY"');
    }
    expect(byPath.get("/reports/{reportId}/download")!.curl).toBe(
      `curl "${model.serverUrl}/reports/$REPORT_ID/download" \\\n  -H "Authorization: Bearer $INTELIGRAM_API_KEY" \\\n  -o relatorio.pdf`,
    );
    expect(byPath.get("/accounts/{accountId}/recommendations")!.curl).toContain(
      "/accounts/$ACCOUNT_ID/recommendations?period=30d",
    );
    expect(byPath.get("/reports")!.curl).not.toContain("-o ");
  });

  it("lists request body fields with required flags and limits", () => {
    const password = docs.groups[1]!.operations[0]!;
    expect(password.requestBody).toEqual({
      schemaName: null,
      fields: [
        { name: "newPassword", type: "string", required: true, notes: ["máx. 128 caracteres"] },
        { name: "confirmPassword", type: "string", required: true, notes: ["máx. 128 caracteres"] },
      ],
    });
  });

  it("names response schemas and opens nested objects one level", () => {
    const health = docs.groups[0]!.operations[0]!;
    expect(health.responses).toEqual([
      {
        status: "200",
        description: "Serviço saudável",
        body: {
          schemaName: "Health",
          fields: [
            { name: "status", type: '"ok" | "degraded"', required: true, notes: [] },
            { name: "database", type: "objeto", required: true, notes: [] },
            { name: "database.kind", type: '"pglite" | "postgres"', required: true, notes: [] },
          ],
        },
      },
    ]);
    expect(docs.groups[1]!.operations[0]!.responses[1]).toMatchObject({ status: "401", body: { schemaName: "Error" } });
  });

  it("reads parameters and list responses", () => {
    const payments = docs.groups[1]!.operations[1]!;
    expect(payments.parameters).toEqual([
      { name: "page", location: "query", type: "integer", required: false, notes: ["mínimo 1", "padrão: 1"] },
    ]);
    expect(payments.responses[0]!.body).toEqual({ schemaName: null, fields: [] });
  });

  it("refuses something that is not an OpenAPI document", () => {
    expect(() => buildApiDocs({ error: { code: "NOT_FOUND" } })).toThrow(InvalidOpenApiError);
    expect(() => buildApiDocs("<html>")).toThrow(InvalidOpenApiError);
  });
});

describe("describeType", () => {
  const schemas = { Payment: { type: "object" } };
  it.each([
    [{ type: "string" }, "string"],
    [{ type: "string", format: "email" }, "string (email)"],
    [{ type: ["string", "null"] }, "string ou nulo"],
    [{ type: "array", items: { $ref: "#/components/schemas/Payment" } }, "lista de Payment"],
    [{ anyOf: [{ type: "integer" }, { type: "null" }] }, "integer ou nulo"],
    [{ type: "object", additionalProperties: { type: "string" } }, "objeto (chave → valor)"],
    [{ const: "x" }, '"x"'],
    [{}, "qualquer"],
  ])("%j -> %s", (schema, text) => {
    expect(describeType(schema, schemas)).toBe(text);
  });
});

describe("rebaseApiDocs", () => {
  it("addresses the reference and every curl example to the origin the page was opened on", () => {
    const model = rebaseApiDocs(buildApiDocs(publicOpenApi), "http://localhost:3103");
    expect(model.serverUrl).toBe("http://localhost:3103/api/v1");
    const curls = model.groups.flatMap((group) => group.operations.map((operation) => operation.curl));
    expect(curls.length).toBeGreaterThan(0);
    for (const curl of curls) {
      expect(curl).toMatch(/^curl "http:\/\/localhost:3103\/api\/v1\//);
      expect(curl).not.toContain("inteligram.com.br");
    }
  });

  it("keeps a document already on that origin as it is", () => {
    const docs = buildApiDocs(publicOpenApi);
    expect(rebaseApiDocs(docs, new URL(docs.serverUrl).origin)).toBe(docs);
  });
});
