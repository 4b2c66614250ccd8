import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { invalidateSites, siteKeys } from "./site-keys";

describe("invalidateSites", () => {
  const seeded = () => {
    const client = new QueryClient();
    client.setQueryData(siteKeys.tree(), { list: [] });
    client.setQueryData([...siteKeys.site("a"), "users"], { list: [] });
    client.setQueryData([...siteKeys.site("ab"), "users"], { list: [] });
    return client;
  };
  const invalidated = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

  it("§7 /site/delete: a deleted site's own lists are not asked for again; every other site query is", async () => {
    const client = seeded();
    await invalidateSites(client, { gone: "a" });
    expect(client.getQueryState([...siteKeys.site("a"), "users"])).toBeUndefined();
    expect(invalidated(client, siteKeys.tree())).toBe(true);
    expect(invalidated(client, [...siteKeys.site("ab"), "users"])).toBe(true);
  });

  it("refetches every site query after any other change", async () => {
    const client = seeded();
    await invalidateSites(client);
    expect(invalidated(client, [...siteKeys.site("a"), "users"])).toBe(true);
  });
});
