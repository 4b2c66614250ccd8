import { registry } from "@vms/api-client";
import { endpointOf, endpointPaths } from "virtual:vms-registry-index";
import { describe, expect, it } from "vitest";

describe("registry index (decision 0008): each call's schemas load from its own registry file", () => {
  it("knows every path of the registry, and only those", () => {
    expect([...endpointPaths].sort()).toEqual(Object.keys(registry).sort());
  });

  it("answers the same definition as the registry, and nothing for an unknown path", async () => {
    expect(await endpointOf("/user/login")).toBe(registry["/user/login"]);
    expect(await endpointOf("/device/page")).toBe(registry["/device/page"]);
    expect(endpointOf("/no/such/call")).toBeUndefined();
    expect(endpointOf("/toString")).toBeUndefined();
  });
});
