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
    "/files": {
      get: { responses: { "200": { content: { "application/pdf": { schema: { type: "string", format: "binary" } } } } } },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: "object",
        properties: {
          id: { type: "string", format: "uuid" },
          at: { type: "string", format: "date-time" },
          size: { type: ["integer", "null"] },
        },
        required: ["id", "at", "size"],
      },
    },
  },
};
const thing = { id: "8f0c3b8e-6a4e-4a47-9d57-1b2f7a3e9c10", at: "2026-11-24T20:00:00.000Z", size: 3 };
const answer = (status: number, body: unknown, contentType = "application/json") => ({
  status,
  contentType,
  text: body === "" ? "" : JSON.stringify(body),
});

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
    expect(check("GET", "/things/{id}", answer(400, { error: "x" }))).toEqual([
      expect.stringContaining("status 400 is not declared"),
    ]);
  });

  it("refuses a body of another shape, a missing field, or a value out of its format", () => {
    expect(check("GET", "/things/{id}", answer(200, { ...thing, size: "3" }))).not.toEqual([]);
    expect(check("GET", "/things/{id}", answer(200, { id: thing.id, at: thing.at }))).not.toEqual([]);
    expect(check("GET", "/things/{id}", answer(200, { ...thing, id: "acc-1" }))).toEqual([
      expect.stringContaining('format "uuid"'),
    ]);
    expect(check("GET", "/things/{id}", answer(200, { ...thing, at: "ontem" }))).toEqual([
      expect.stringContaining('format "date-time"'),
    ]);
  });

  it("refuses an undeclared media type, a body where none is declared, and an operation not in the document", () => {
    expect(check("GET", "/things/{id}", answer(200, thing, "text/html"))).toEqual([
      expect.stringContaining('media type "text/html"'),
    ]);
    expect(check("GET", "/things/{id}", answer(304, { a: 1 }))).toEqual([expect.stringContaining("declares no body")]);
    expect(check("POST", "/things/{id}", answer(200, thing))).toEqual([expect.stringContaining("not in the document")]);
  });

  it("with closed objects, refuses a property the document does not list, at any depth", () => {
    const closed = createConformance(
      {
        paths: {
          "/list": {
            get: {
              responses: {
                "200": json({
                  type: "object",
                  properties: { data: { type: "array", items: { $ref: "#/components/schemas/Thing" } } },
                  required: ["data"],
                }),
              },
            },
          },
        },
        components: doc.components,
      },
      { closedObjects: true },
    );
    expect(closed.check("GET", "/list", answer(200, { data: [thing] }))).toEqual([]);
    expect(closed.check("GET", "/list", answer(200, { data: [{ ...thing, clicks: 3 }] }))).toEqual([
      expect.stringContaining('/data/0 must NOT have additional properties {"additionalProperty":"clicks"}'),
    ]);
    expect(closed.check("GET", "/list", answer(200, { data: [], total: 1 }))).toEqual([
      expect.stringContaining('"additionalProperty":"total"'),
    ]);
    // Open by default, as JSON Schema is.
    expect(check("GET", "/things/{id}", answer(200, { ...thing, clicks: 3 }))).toEqual([]);
  });

  it("with closed objects, leaves open what the document leaves open: a map, and each member of an allOf", () => {
    const schemas = {
      Map: { type: "object", additionalProperties: { type: "integer" } },
      Both: {
        allOf: [
          { type: "object", properties: { a: { type: "integer" } } },
          { type: "object", properties: { b: { type: "integer" } } },
        ],
      },
    };
    const closed = createConformance(
      {
        paths: {
          "/map": { get: { responses: { "200": json({ $ref: "#/components/schemas/Map" }) } } },
          "/both": { get: { responses: { "200": json({ $ref: "#/components/schemas/Both" }) } } },
        },
        components: { schemas },
      },
      { closedObjects: true },
    );
    expect(closed.check("GET", "/map", answer(200, { x: 1, y: 2 }))).toEqual([]);
    expect(closed.check("GET", "/both", answer(200, { a: 1, b: 2 }))).toEqual([]);
  });

  it("reads a document served under a base path", () => {
    expect(createConformance(doc, { basePath: "/api/v1" }).check("GET", "/api/v1/things/{id}", answer(200, thing))).toEqual([]);
  });
});
