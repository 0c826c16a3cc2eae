import { describe, expect, it } from "vitest";
import { createConformance, type ConformanceDocument } from "./openapi-conformance";

const json = (schema: unknown) => ({ content: { "application/json": { schema } } });
const doc: ConformanceDocument = {
  paths: {
    "/things/{id}": {
      get: {
        responses: {
          "200": json({ $ref: "#/components/schemas/Thing" }),
          "404": json({ type: "object", properties: { error: { type: "string" } }, required: ["error"] }),
          "304": {},
        },
      },
    },
    "/files": { get: { responses: { "200": { content: { "application/pdf": { schema: { type: "string", format: "binary" } } } } } } },
  },
  components: {
    schemas: {
      Thing: {
        type: "object",
        properties: { id: { type: "string", format: "uuid" }, at: { type: "string", format: "date-time" }, size: { type: ["integer", "null"] } },
        required: ["id", "at", "size"],
      },
    },
  },
};
const thing = { id: "8f0c3b8e-6a4e-4a47-9d57-1b2f7a3e9c10", at: "2026-11-24T20:00:00.000Z", size: 3 };
const answer = (status: number, body: unknown, contentType = "application/json") => ({ status, contentType, text: body === "" ? "" : JSON.stringify(body) });

describe("createConformance", () => {
  const { check } = createConformance(doc);

  it("accepts a declared status whose body matches the schema, through component references", () => {
    expect(check("GET", "/things/{id}", answer(200, thing))).toEqual([]);
    expect(check("GET", "/things/{id}", answer(200, { ...thing, size: null }))).toEqual([]);
    expect(check("GET", "/things/{id}", answer(404, { error: "Não encontrado." }))).toEqual([]);
    expect(check("GET", "/things/{id}", answer(304, ""))).toEqual([]);
    expect(check("GET", "/files", { status: 200, contentType: "application/pdf", text: "%PDF" })).toEqual([]);
  });

  it("refuses a status the operation does not declare", () => {
    expect(check("GET", "/things/{id}", answer(400, { error: "x" }))).toEqual([expect.stringContaining("status 400 is not declared")]);
  });

  it("refuses a body of another shape, a missing field, or a value out of its format", () => {
    expect(check("GET", "/things/{id}", answer(200, { ...thing, size: "3" }))).not.toEqual([]);
    expect(check("GET", "/things/{id}", answer(200, { id: thing.id, at: thing.at }))).not.toEqual([]);
    expect(check("GET", "/things/{id}", answer(200, { ...thing, id: "acc-1" }))).toEqual([expect.stringContaining('format "uuid"')]);
    expect(check("GET", "/things/{id}", answer(200, { ...thing, at: "ontem" }))).toEqual([expect.stringContaining('format "date-time"')]);
  });

  it("refuses an undeclared media type, a body where none is declared, and an operation not in the document", () => {
    expect(check("GET", "/things/{id}", answer(200, thing, "text/html"))).toEqual([expect.stringContaining('media type "text/html"')]);
    expect(check("GET", "/things/{id}", answer(304, { a: 1 }))).toEqual([expect.stringContaining("declares no body")]);
    expect(check("POST", "/things/{id}", answer(200, thing))).toEqual([expect.stringContaining("not in the document")]);
  });

  it("reads a document served under a base path", () => {
    expect(createConformance(doc, "/api/v1").check("GET", "/api/v1/things/{id}", answer(200, thing))).toEqual([]);
  });
});
