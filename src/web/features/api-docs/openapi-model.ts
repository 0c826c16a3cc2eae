// Turns the server's live OpenAPI 3.1 document (GET /api/openapi.json) into what /api-docs
// shows: operations grouped by tag, their fields, responses and whether they need a session.
// Only the parts our server emits are read; anything else is ignored rather than guessed.

export const httpMethods = ["get", "post", "put", "patch", "delete"] as const;
export type HttpMethod = (typeof httpMethods)[number];

export type DocField = { name: string; type: string; required: boolean; notes: string[] };
export type DocBody = { schemaName: string | null; fields: DocField[] };
export type DocResponse = { status: string; description: string; body: DocBody | null };

export type DocOperation = {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description: string;
  requiresSession: boolean;
  /** How the operation authenticates, in words; null when it needs nothing. */
  authentication: string | null;
  /** A ready-to-paste curl command. */
  curl: string;
  parameters: (DocField & { location: string })[];
  requestBody: DocBody | null;
  responses: DocResponse[];
};

export type DocGroup = { tag: string; operations: DocOperation[] };
export type DocSecurityScheme = { id: string; description: string; cookieName: string | null; bearer: boolean };

export type ApiDocs = {
  title: string;
  version: string;
  description: string;
  /** The document's first server, which the paths are relative to. */
  serverUrl: string;
  groups: DocGroup[];
  securitySchemes: DocSecurityScheme[];
  operationCount: number;
};

type Json = Record<string, unknown>;
type Schema = Json;

const untaggedGroup = "Outros";
// Nested objects are shown as "parent.child" fields down to this depth.
const maxFieldDepth = 2;

export class InvalidOpenApiError extends Error {
  override name = "InvalidOpenApiError";
}

export function buildApiDocs(document: unknown): ApiDocs {
  if (!isObject(document) || typeof document.openapi !== "string" || !isObject(document.paths)) {
    throw new InvalidOpenApiError("O documento recebido não é uma especificação OpenAPI.");
  }
  const info = isObject(document.info) ? document.info : {};
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const globalSecurity = Array.isArray(document.security) ? document.security : [];
  const firstServer = Array.isArray(document.servers) && isObject(document.servers[0]) ? document.servers[0] : {};
  const serverUrl = text(firstServer.url).replace(/\/$/, "");
  const schemeObjects = isObject(components.securitySchemes) ? components.securitySchemes : {};

  const groups = new Map<string, DocOperation[]>();
  for (const [path, pathItem] of Object.entries(document.paths)) {
    if (!isObject(pathItem)) continue;
    for (const method of httpMethods) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const tag = Array.isArray(operation.tags) && typeof operation.tags[0] === "string" ? operation.tags[0] : untaggedGroup;
      const security = Array.isArray(operation.security) ? operation.security : globalSecurity;
      const schemeIds = security.filter(isObject).flatMap((requirement) => Object.keys(requirement));
      const bearer = schemeIds.some((id) => isBearer(schemeObjects[id]));
      const parameters = readParameters(operation.parameters, schemas);
      const entry: DocOperation = {
        id: `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, "-").replace(/-+$/, ""),
        method,
        path,
        summary: text(operation.summary),
        description: text(operation.description),
        requiresSession: schemeIds.length > 0,
        authentication: bearer
          ? "Requer chave de API (cabeçalho Authorization: Bearer)"
          : schemeIds.length > 0
            ? "Requer sessão (cookie de sessão do Inteligram)"
            : null,
        curl: buildCurl(method, serverUrl, path, operation.parameters, bearer, downloadName(operation.responses)),
        parameters,
        requestBody: readRequestBody(operation.requestBody, schemas),
        responses: readResponses(operation.responses, schemas),
      };
      groups.set(tag, [...(groups.get(tag) ?? []), entry]);
    }
  }

  const securitySchemes = isObject(components.securitySchemes)
    ? Object.entries(components.securitySchemes)
        .filter((entry): entry is [string, Json] => isObject(entry[1]))
        .map(([id, scheme]) => ({
          id,
          description: text(scheme.description),
          cookieName: scheme.in === "cookie" && typeof scheme.name === "string" ? scheme.name : null,
          bearer: isBearer(scheme),
        }))
    : [];

  const groupList = [...groups].map(([tag, operations]) => ({ tag, operations }));
  return {
    title: text(info.title) || "API",
    version: text(info.version),
    serverUrl,
    description: text(info.description),
    groups: groupList,
    securitySchemes,
    operationCount: groupList.reduce((total, group) => total + group.operations.length, 0),
  };
}

/**
 * The same reference addressed to the server the page was opened on: the prerendered document
 * names the production address, while the API answers on the origin that served the page
 * (APP_URL). Only the origin changes; the path (/api/v1) and the examples stay as documented.
 */
export function rebaseApiDocs(docs: ApiDocs, origin: string): ApiDocs {
  let documented: URL;
  try {
    documented = new URL(docs.serverUrl);
  } catch {
    return docs;
  }
  if (documented.origin === origin) return docs;
  const serverUrl = `${origin}${documented.pathname}`.replace(/\/$/, "");
  const rebase = (curl: string) => curl.replace(`"${docs.serverUrl}`, `"${serverUrl}`);
  return {
    ...docs,
    serverUrl,
    groups: docs.groups.map((group) => ({
      ...group,
      operations: group.operations.map((operation) => ({ ...operation, curl: rebase(operation.curl) })),
    })),
  };
}

const isBearer = (scheme: unknown) =>
  isObject(scheme) && scheme.type === "http" && text(scheme.scheme).toLowerCase() === "bearer";

/**
 * curl for an operation: path parameters as shell variables ({accountId} -> $ACCOUNT_ID), the
 * query parameters that have an example, and the key from $INTELIGRAM_API_KEY.
 */
export function buildCurl(
  method: HttpMethod,
  serverUrl: string,
  path: string,
  parameters: unknown,
  bearer: boolean,
  outputFile: string | null = null,
): string {
  const list = Array.isArray(parameters) ? parameters.filter(isObject) : [];
  const query = new URLSearchParams();
  for (const parameter of list) {
    if (parameter.in !== "query") continue;
    const schema = isObject(parameter.schema) ? parameter.schema : {};
    const example = parameter.example ?? schema.example;
    if (typeof example === "string" || typeof example === "number") query.set(text(parameter.name), String(example));
  }
  const filledPath = path.replace(
    /\{([^}]+)\}/g,
    (_, name: string) => `$${name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase()}`,
  );
  const url = `${serverUrl}${filledPath}${query.size > 0 ? `?${query}` : ""}`;
  const lines = [`curl${method === "get" ? "" : ` -X ${method.toUpperCase()}`} "${url}"`];
  if (bearer) lines.push(`  -H "Authorization: Bearer $INTELIGRAM_API_KEY"`);
  if (outputFile) lines.push(`  -o ${outputFile}`);
  return lines.join(" \\\n");
}

/** A file to save a binary 200 answer to (a report's PDF), so curl does not print it. */
function downloadName(responses: unknown): string | null {
  const ok = isObject(responses) && isObject(responses["200"]) ? responses["200"] : {};
  const content = isObject(ok.content) ? Object.keys(ok.content) : [];
  return content.includes("application/pdf") ? "relatorio.pdf" : null;
}

function readParameters(parameters: unknown, schemas: Json): (DocField & { location: string })[] {
  if (!Array.isArray(parameters)) return [];
  return parameters.filter(isObject).map((parameter) => {
    const schema = isObject(parameter.schema) ? parameter.schema : {};
    return {
      name: text(parameter.name),
      location: parameterLocations[text(parameter.in)] ?? text(parameter.in),
      type: describeType(schema, schemas),
      required: parameter.required === true,
      notes: [
        ...describeConstraints(resolve(schema, schemas)),
        ...(text(parameter.description) ? [text(parameter.description)] : []),
      ],
    };
  });
}

const parameterLocations: Record<string, string> = { query: "query", path: "caminho", header: "cabeçalho", cookie: "cookie" };

function readRequestBody(requestBody: unknown, schemas: Json): DocBody | null {
  if (!isObject(requestBody)) return null;
  return readJsonBody(requestBody.content, schemas);
}

function readResponses(responses: unknown, schemas: Json): DocResponse[] {
  if (!isObject(responses)) return [];
  return Object.entries(responses)
    .filter((entry): entry is [string, Json] => isObject(entry[1]))
    .map(([status, response]) => ({
      status,
      description: text(response.description),
      body: readJsonBody(response.content, schemas),
    }));
}

function readJsonBody(content: unknown, schemas: Json): DocBody | null {
  if (!isObject(content)) return null;
  const media = content["application/json"] ?? Object.values(content)[0];
  if (!isObject(media) || !isObject(media.schema)) return null;
  return { schemaName: refName(media.schema), fields: readFields(resolve(media.schema, schemas), schemas, "", 1) };
}

function readFields(schema: Schema, schemas: Json, prefix: string, depth: number): DocField[] {
  if (!isObject(schema.properties)) return [];
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(schema.properties).flatMap(([name, value]) => {
    if (!isObject(value)) return [];
    const property = resolve(value, schemas);
    const field: DocField = {
      name: `${prefix}${name}`,
      type: describeType(value, schemas),
      required: required.includes(name),
      notes: [...describeConstraints(property), ...(text(property.description) ? [text(property.description)] : [])],
    };
    const nested =
      depth < maxFieldDepth && refName(value) === null ? readFields(property, schemas, `${field.name}.`, depth + 1) : [];
    return [field, ...nested];
  });
}

/** A schema's type in a few words: `string`, `"ok" | "degraded"`, `lista de Post`, `objeto`. */
export function describeType(schema: Schema, schemas: Json): string {
  const name = refName(schema);
  if (name) return name;
  const resolved = resolve(schema, schemas);
  if (Array.isArray(resolved.enum)) return resolved.enum.map((value) => JSON.stringify(value)).join(" | ");
  if ("const" in resolved) return JSON.stringify(resolved.const);
  const variants = Array.isArray(resolved.anyOf) ? resolved.anyOf : Array.isArray(resolved.oneOf) ? resolved.oneOf : null;
  if (variants)
    return variants
      .filter(isObject)
      .map((variant) => describeType(variant, schemas))
      .join(" ou ");
  const types = Array.isArray(resolved.type) ? resolved.type : [resolved.type];
  return types
    .map((type) => {
      if (type === "array") return `lista de ${isObject(resolved.items) ? describeType(resolved.items, schemas) : "valores"}`;
      if (type === "object") return isObject(resolved.additionalProperties) ? "objeto (chave → valor)" : "objeto";
      if (type === "null") return "nulo";
      if (typeof type === "string") return typeof resolved.format === "string" ? `${type} (${resolved.format})` : type;
      return "qualquer";
    })
    .join(" ou ");
}

function describeConstraints(schema: Schema): string[] {
  const notes: string[] = [];
  if (typeof schema.minLength === "number" && schema.minLength > 0) notes.push(`mín. ${schema.minLength} caracteres`);
  if (typeof schema.maxLength === "number") notes.push(`máx. ${schema.maxLength} caracteres`);
  if (typeof schema.minimum === "number") notes.push(`mínimo ${schema.minimum}`);
  if (typeof schema.maximum === "number") notes.push(`máximo ${schema.maximum}`);
  if ("default" in schema) notes.push(`padrão: ${JSON.stringify(schema.default)}`);
  return notes;
}

function refName(schema: Schema): string | null {
  return typeof schema.$ref === "string" ? (schema.$ref.split("/").pop() ?? null) : null;
}

function resolve(schema: Schema, schemas: Json): Schema {
  const name = refName(schema);
  if (!name) return schema;
  const target = schemas[name];
  return isObject(target) ? target : {};
}

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}
