import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

// ajv-formats is CommonJS: its plugin is the module itself or its default, depending on the loader.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

/** The parts of an OpenAPI 3.1 document the conformance check reads. */
type ResponseObject = { content?: Record<string, { schema?: unknown }> };
type Operation = { responses?: Record<string, ResponseObject> };
export type ConformanceDocument = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

/** One answer of the server, as read by a test. */
export type Answer = { status: number; contentType: string | null; text: string };

const componentsId = "openapi:components";

export type ConformanceOptions = {
  /** The document's server path (/api/v1 for the public document), prefixed to its paths. */
  basePath?: string;
  /**
   * An answer's property the document does not list fails, as if every object schema that says
   * nothing about other properties said `additionalProperties: false`: what a client generated
   * from the document is promised is all it gets. (Objects inside an allOf stay open: each
   * member lists only part of the properties.)
   */
  closedObjects?: boolean;
};

/**
 * Checks answers against an OpenAPI 3.1 document with a JSON Schema 2020-12 validator (ajv, its
 * formats included): the status must be declared by the operation, the media type too, and a JSON
 * body must match the declared schema. `check` lists what is wrong, empty when the answer conforms.
 */
export function createConformance(doc: ConformanceDocument, { basePath = "", closedObjects = false }: ConformanceOptions = {}) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  // The document's components under one id; every "#/components/..." reference points there.
  const prepare = (schema: unknown) => retarget(closedObjects ? close(schema) : schema);
  ajv.addSchema({ $id: componentsId, components: prepare(doc.components ?? {}) });
  const validators = new Map<string, ValidateFunction>();

  function validatorFor(key: string, schema: unknown) {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(prepare(schema) as object);
      validators.set(key, validate);
    }
    return validate;
  }

  /** The operation of the document (by its path template, without the server path). */
  function operation(method: string, pathTemplate: string) {
    const template = basePath && pathTemplate.startsWith(basePath) ? pathTemplate.slice(basePath.length) : pathTemplate;
    return doc.paths[template]?.[method.toLowerCase()];
  }

  function check(method: string, pathTemplate: string, answer: Answer): string[] {
    const op = operation(method, pathTemplate);
    if (!op) return [`${method} ${pathTemplate} is not in the document`];
    const responses = op.responses ?? {};
    const declared = responses[String(answer.status)] ?? responses[`${String(answer.status)[0]}XX`] ?? responses.default;
    if (!declared) return [`status ${answer.status} is not declared (declared: ${Object.keys(responses).join(", ")})`];
    const content = declared.content;
    if (!content || Object.keys(content).length === 0) {
      return answer.text === "" ? [] : [`status ${answer.status} declares no body, got ${answer.text.slice(0, 100)}`];
    }
    const mediaType = answer.contentType?.split(";")[0]!.trim().toLowerCase() ?? "";
    const media = content[mediaType];
    if (!media)
      return [
        `status ${answer.status}: media type "${mediaType}" is not declared (declared: ${Object.keys(content).join(", ")})`,
      ];
    if (mediaType !== "application/json" || media.schema === undefined) return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return [`status ${answer.status}: the body is not JSON`];
    }
    const validate = validatorFor(`${method} ${pathTemplate} ${answer.status}`, media.schema);
    if (validate(body)) return [];
    return (validate.errors ?? [])
      .slice(0, 10)
      .map((error) => `status ${answer.status}: ${error.instancePath || "/"} ${error.message} ${JSON.stringify(error.params)}`);
  }

  /** The status codes the operation declares. */
  function declaredStatuses(method: string, pathTemplate: string) {
    return Object.keys(operation(method, pathTemplate)?.responses ?? {});
  }

  return { check, declaredStatuses };
}

export type Conformance = ReturnType<typeof createConformance>;

/** A copy of a schema whose local component references point at the registered components. */
function retarget(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(retarget);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === "$ref" && typeof inner === "string" && inner.startsWith("#/components/")
          ? `${componentsId}${inner}`
          : retarget(inner),
      ]),
    );
  }
  return value;
}

/** A copy of a schema whose object schemas refuse properties they do not list (see closedObjects). */
function close(value: unknown, inAllOf = false): unknown {
  if (Array.isArray(value)) return value.map((inner) => close(inner, inAllOf));
  if (!value || typeof value !== "object") return value;
  const schema = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, close(inner, key === "allOf")]));
  const isObject = schema.type === "object" || (Array.isArray(schema.type) && schema.type.includes("object"));
  const open = inAllOf || "additionalProperties" in schema || "unevaluatedProperties" in schema || "patternProperties" in schema;
  return isObject && !open ? { ...schema, additionalProperties: false } : schema;
}

/** Reads an answer's status, media type and text (the body is consumed). */
export async function readAnswer(response: Response): Promise<Answer> {
  return { status: response.status, contentType: response.headers.get("content-type"), text: await response.text() };
}
