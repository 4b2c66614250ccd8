import { z } from "zod/mini";
import { API_PREFIX, API_VERSION } from "../constants.js";
import { requestBasicSchema, responseBasicSchema } from "../envelope.js";
import { registry, type EndpointDef } from "../registry/index.js";

type Json = Record<string, unknown>;

const toSchema = (schema: z.core.$ZodType, io: "input" | "output"): Json =>
  z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as Json;

function strip(schema: Json): Json {
  const { $schema: _drop, ...rest } = schema;
  return rest;
}

function operation(path: string, def: EndpointDef): Json {
  const requestData = strip(toSchema(def.request, "input"));
  const responseData = strip(toSchema(def.response, "output"));
  const requestBody = {
    type: "object",
    required: ["basic", "data"],
    properties: { basic: { $ref: "#/components/schemas/RequestBasic" }, data: requestData },
  };
  return {
    post: {
      operationId: path.slice(1).replace(/[/-](\w)/g, (_m, c: string) => c.toUpperCase()),
      summary: def.summary,
      tags: [def.tag],
      ...(def.auth === "public" ? { security: [] } : {}),
      ...(def.anyOf ? { "x-resource-codes-any-of": def.anyOf } : {}),
      ...(def.bothLists ? { "x-resource-code-in-both-lists": def.bothLists } : {}),
      requestBody: {
        required: true,
        content: def.upload
          ? { "multipart/form-data": { schema: { type: "object", properties: { basic: { type: "string" }, data: { type: "string" } } } } }
          : { "application/json": { schema: requestBody } },
      },
      responses: {
        "200": {
          description: "Envelope; `basic.code` 200 means success, any other code is from the error catalogue.",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["basic", "data"],
                properties: { basic: { $ref: "#/components/schemas/ResponseBasic" }, data: responseData },
              },
            },
          },
        },
      },
    },
  };
}

/** The OpenAPI 3.1 document of every registered /vms call, generated from the zod schemas. */
export function buildOpenApiDocument(): Json {
  const paths: Json = {};
  for (const path of Object.keys(registry).sort()) {
    paths[`${API_PREFIX}${path}`] = operation(path, (registry as Record<string, EndpointDef>)[path]!);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "VMS Console API",
      version: API_VERSION,
      description: "Every call is POST with a signed envelope; see docs/api.md for signing, freshness and error codes.",
    },
    components: {
      schemas: {
        RequestBasic: strip(toSchema(requestBasicSchema, "input")),
        ResponseBasic: strip(toSchema(responseBasicSchema, "output")),
      },
      securitySchemes: {
        signedEnvelope: { type: "apiKey", in: "header", name: "x-envelope", description: "The token and HMAC signature travel inside `basic`, not in a header." },
      },
    },
    security: [{ signedEnvelope: [] }],
    paths,
  };
}

/** The document as the text committed at docs/openapi.json. */
export function openApiText(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}
