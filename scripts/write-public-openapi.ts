// Writes the public API's OpenAPI document (/api/v1 only) to
// src/web/features/api-docs/public-openapi.json: the /api-docs page is prerendered from it, and
// `npm run lint:openapi` lints it. A test fails when the committed file is out of date.
import { writeFileSync } from "node:fs";
import { siteOrigin } from "../src/web/lib/site-url";
import { buildPublicApiDocument } from "../src/server/features/public-api/public-api.routes";

export const publicOpenApiFile = "src/web/features/api-docs/public-openapi.json";

writeFileSync(publicOpenApiFile, `${JSON.stringify(buildPublicApiDocument(siteOrigin), null, 2)}\n`);
console.info(`wrote ${publicOpenApiFile}`);
