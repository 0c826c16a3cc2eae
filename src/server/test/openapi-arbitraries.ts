import fc from "fast-check";

/** The parts of an OpenAPI 3.1 document the fuzz test reads. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
export type Parameter = { name: string; in: "path" | "query" | "header" | "cookie"; required?: boolean; schema?: JsonSchema };
export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  secured: boolean;
};
export type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; security?: unknown[] }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Every operation of the document that takes and answers JSON. */
export function listOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.["application/json"]?.schema,
        secured: (operation.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

/** Ids the fuzzer may use where a schema or a path asks for one (any role's, so foreign ones too). */
export type KnownValues = { ids: string[] };

// Plausible values for fields the schema only calls "string" (so that valid requests happen).
const fieldHints: Record<string, fc.Arbitrary<string>> = {
  email: fc.oneof(fc.emailAddress(), fc.constantFrom("ana@exemplo.com.br", "não-é-email")),
  legalDocument: fc.constantFrom("11.222.333/0001-81", "123.456.789-09", "11222333000181", "00.000.000/0000-00"),
  phone: fc.constantFrom("(11) 98765-4321", "11987654321", "123"),
  username: fc.oneof(fc.stringMatching(/^[a-z0-9._]{1,30}$/), fc.constantFrom("natgeo", "@nasa", "com espaço", "")),
  newPassword: fc.constantFrom("Fuzz#Senha2026", "123456", "a"),
  confirmPassword: fc.constantFrom("Fuzz#Senha2026", "outra#Senha2026"),
  instagramHandle: fc.constantFrom("", "@marca_teste", "natgeo"),
};

const nastyStrings = fc.constantFrom(
  "",
  " ",
  "../../etc/passwd",
  "%00",
  "' or 1=1 --",
  "<script>alert(1)</script>",
  "😀🇧🇷",
  "\u0000",
  "a".repeat(5_001),
  "00000000-0000-0000-0000-000000000000",
  "null",
  "-1",
  "1e309",
);

function resolve(schema: JsonSchema, doc: OpenApiDocument): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace("#/components/schemas/", "");
  return doc.components?.schemas?.[name] ?? {};
}

/** Values a schema would accept, mostly (formats and refinements the document cannot say are approximated). */
export function validish(schema: JsonSchema, doc: OpenApiDocument, known: KnownValues, field = ""): fc.Arbitrary<unknown> {
  const s = resolve(schema, doc);
  const alternatives = s.oneOf ?? s.anyOf;
  if (alternatives) return fc.oneof(...alternatives.map((inner) => validish(inner, doc, known, field)));
  if (s.allOf?.length) return validish(s.allOf[0]!, doc, known, field);
  if (s.enum) return fc.constantFrom(...s.enum);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.includes("null")) {
    const rest = types.filter((t) => t !== "null");
    return fc.option(validish({ ...s, type: rest.length === 1 ? rest[0] : rest }, doc, known, field), { nil: null });
  }
  switch (types[0]) {
    case "string": {
      if (s.format === "uuid") return known.ids.length ? fc.oneof(fc.constantFrom(...known.ids), fc.uuid()) : fc.uuid();
      if (s.format === "email") return fc.emailAddress();
      const hint = fieldHints[field];
      if (hint) return hint;
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) });
    }
    case "integer":
      return fc.integer({ min: s.minimum ?? -1_000, max: s.maximum ?? 1_000 });
    case "number":
      return fc.double({ min: s.minimum ?? -1_000, max: s.maximum ?? 1_000, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(validish(s.items ?? {}, doc, known, field), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, 4),
      });
    case "object": {
      const properties = s.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, inner] of Object.entries(properties)) record[name] = validish(inner, doc, known, name);
      return fc.record(record, { requiredKeys: (s.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Something wrong: a wrong type, an absurd string, a required field gone, junk beside it. */
export function invalid(schema: JsonSchema | undefined, doc: OpenApiDocument, known: KnownValues): fc.Arbitrary<unknown> {
  const junk = fc.oneof(
    nastyStrings,
    fc.jsonValue({ maxDepth: 3 }),
    fc.integer(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
  );
  const s = schema ? resolve(schema, doc) : undefined;
  if (!s?.properties) return junk;
  const properties = Object.keys(s.properties);
  return fc.oneof(
    junk,
    // One field replaced by junk.
    fc
      .tuple(validish(s, doc, known), fc.constantFrom(...properties), junk)
      .map(([value, key, bad]) => ({ ...(value as object), [key]: bad })),
    // One field removed.
    fc.tuple(validish(s, doc, known), fc.constantFrom(...properties)).map(([value, key]) => {
      const copy = { ...(value as Record<string, unknown>) };
      delete copy[key];
      return copy;
    }),
    // Extra fields beside valid ones.
    fc
      .tuple(validish(s, doc, known), fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }))
      .map(([value, extra]) => ({ ...extra, ...(value as object) })),
  );
}

export type Body = { kind: "none" } | { kind: "json"; value: unknown } | { kind: "raw"; contentType: string; text: string };

/** The body of one generated request. */
export function bodyFor(operation: Operation, doc: OpenApiDocument, known: KnownValues): fc.Arbitrary<Body> {
  // fetch refuses a body on GET and HEAD.
  if (operation.method === "GET" || operation.method === "HEAD") return fc.constant({ kind: "none" as const });
  const raw = fc.oneof(
    fc.record({
      contentType: fc.constant("application/json"),
      text: fc.constantFrom("{", '{"a":', "[1,2", "nul", '"texto"', ""),
    }),
    fc.record({
      contentType: fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "application/xml"),
      text: fc.string({ maxLength: 50 }),
    }),
  );
  const arbitraries: fc.WeightedArbitrary<Body>[] = [
    { weight: 1, arbitrary: fc.constant({ kind: "none" as const }) },
    { weight: 1, arbitrary: raw.map((r) => ({ kind: "raw" as const, ...r })) },
    { weight: 2, arbitrary: invalid(operation.body, doc, known).map((value) => ({ kind: "json" as const, value })) },
  ];
  if (operation.body)
    arbitraries.push({
      weight: 4,
      arbitrary: validish(operation.body, doc, known).map((value) => ({ kind: "json" as const, value })),
    });
  return fc.oneof(...arbitraries);
}

/** A value for a path or query parameter: a known id, a well-formed one, or junk. */
export function parameterValue(parameter: Parameter, doc: OpenApiDocument, known: KnownValues): fc.Arbitrary<string> {
  const fromSchema = parameter.schema
    ? validish(parameter.schema, doc, known, parameter.name).map((v) => String(v))
    : fc.string();
  const ids = known.ids.length ? [fc.constantFrom(...known.ids)] : [];
  return fc.oneof(...ids, fc.uuid(), fromSchema, nastyStrings, fc.string({ maxLength: 20 }));
}

export type GeneratedRequest = { path: string; query: string; body: Body };

/** One request to the operation: path ids, query string and body, valid or not. */
export function requestFor(operation: Operation, doc: OpenApiDocument, known: KnownValues): fc.Arbitrary<GeneratedRequest> {
  const pathParameters = operation.parameters.filter((p) => p.in === "path");
  const queryParameters = operation.parameters.filter((p) => p.in === "query");
  const pathValues = fc.tuple(...pathParameters.map((p) => parameterValue(p, doc, known)));
  const declaredQuery = fc.tuple(...queryParameters.map((p) => fc.option(parameterValue(p, doc, known), { nil: undefined })));
  const extraQuery = fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 12 }), { maxKeys: 2 });
  return fc
    .tuple(pathValues, declaredQuery, extraQuery, fc.boolean(), bodyFor(operation, doc, known))
    .map(([paths, queries, extra, withExtra, body]) => {
      let path = operation.path;
      pathParameters.forEach((p, i) => {
        path = path.replace(`{${p.name}}`, encodeURIComponent(paths[i]!));
      });
      const search = new URLSearchParams();
      queryParameters.forEach((p, i) => {
        if (queries[i] !== undefined) search.set(p.name, queries[i]!);
      });
      if (withExtra) for (const [key, value] of Object.entries(extra)) search.append(key, value);
      const query = search.toString();
      return { path, query: query ? `?${query}` : "", body };
    });
}
