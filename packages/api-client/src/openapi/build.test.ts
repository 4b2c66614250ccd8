import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_PREFIX } from "../constants.js";
import { registry, type EndpointDef } from "../registry/index.js";
import { buildOpenApiDocument, openApiText } from "./build.js";

const COMMITTED = new URL("../../../../docs/openapi.json", import.meta.url);

type Operation = {
  post: {
    operationId: string;
    summary: string;
    tags: string[];
    security?: unknown[];
    requestBody: { content: Record<string, unknown> };
    responses: Record<string, unknown>;
  };
};

const doc = buildOpenApiDocument() as { openapi: string; paths: Record<string, Operation>; components: { schemas: Record<string, unknown> } };
const entries = Object.entries(registry as Record<string, EndpointDef>);

describe("OpenAPI document", () => {
  it("§7: openApiText() equals the committed docs/openapi.json (run `pnpm --filter @vms/api-client openapi`)", () => {
    expect(openApiText()).toBe(readFileSync(COMMITTED, "utf8"));
  });

  it("§7: every registry path appears under /vms, and nothing else", () => {
    expect(Object.keys(doc.paths).sort()).toEqual(entries.map(([path]) => `${API_PREFIX}${path}`).sort());
  });

  it("§7: every call is a POST with the envelope and the registry's summary and tag", () => {
    for (const [path, def] of entries) {
      const op = doc.paths[`${API_PREFIX}${path}`]!.post;
      expect(op.summary).toBe(def.summary);
      expect(op.tags).toEqual([def.tag]);
      expect(op.responses).toHaveProperty("200");
      expect(Object.keys(op.requestBody.content)).toEqual([def.upload ? "multipart/form-data" : "application/json"]);
      if (def.auth === "public") expect(op.security).toEqual([]);
      else expect(op.security).toBeUndefined();
    }
  });

  it("§7: operation ids are unique camelCase names of the path", () => {
    const ids = Object.values(doc.paths).map((op) => op.post.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths["/vms/system/version/get"]?.post.operationId).toBe("systemVersionGet");
    expect(doc.paths["/vms/customer-website/get"]?.post.operationId).toBe("customerWebsiteGet");
  });

  it("§3: the envelope blocks are shared components and the text ends with a newline", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.components.schemas).sort()).toEqual(["RequestBasic", "ResponseBasic"]);
    expect(openApiText().endsWith("}\n")).toBe(true);
    expect(JSON.parse(openApiText())).toEqual(doc);
  });
});
