import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BRANDING_STORAGE_KEY } from "@/shared/config/storage-keys";
import { brandingFixture, mockApi, removeIconLinks } from "@/shared/testing";
import { getBranding } from "../api/fetch-branding";
import { brandingQueryOptions } from "../api/get-branding";
import { BrandingDocument } from "./branding-document";

const favicon = () => document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.getAttribute("href");

function renderWith(queryClient: QueryClient, ui: ReactNode) {
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

let queryClient: QueryClient;
// A spy on the shared client, not a module mock: a mock would miss a module another test file loaded first.
let call: ReturnType<typeof mockApi>;
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  call = mockApi({});
});
afterEach(() => {
  queryClient.clear();
  document.title = "";
  removeIconLinks();
});

describe("BrandingDocument", () => {
  it("§2: applies the stored branding without fetching", () => {
    localStorage.setItem(BRANDING_STORAGE_KEY, JSON.stringify(brandingFixture()));
    renderWith(queryClient, <BrandingDocument />);
    expect(document.title).toBe("Acme Surveillance");
    expect(favicon()).toBe("/user/branding/favicon.ico");
    expect(call).not.toHaveBeenCalled();
  });

  it("§2: follows the branding a public route loader fetched", async () => {
    localStorage.setItem(BRANDING_STORAGE_KEY, JSON.stringify(brandingFixture({ extra: { title: "Old", logoLcrs: "", logoTbsl: "" } })));
    renderWith(queryClient, <BrandingDocument />);
    expect(document.title).toBe("Old");
    const fresh = brandingFixture({ favicon: "/user/branding/new.ico" });
    act(() => queryClient.setQueryData(brandingQueryOptions(location.hostname).queryKey, fresh));
    await waitFor(() => expect(document.title).toBe("Acme Surveillance"));
    expect(favicon()).toBe("/user/branding/new.ico");
  });
});

describe("getBranding", () => {
  it("§2: asks for the branding of the host name and remembers it in localStorage", async () => {
    call = mockApi({ "/customer-website/get": () => brandingFixture() });
    await expect(getBranding({ domain: "vms.example.com" })).resolves.toEqual(brandingFixture());
    expect(call).toHaveBeenCalledWith("/customer-website/get", { domain: "vms.example.com" });
    expect(JSON.parse(localStorage.getItem(BRANDING_STORAGE_KEY) ?? "null")).toEqual(brandingFixture());
  });

  it("keeps the previous stored branding when the call fails", async () => {
    localStorage.setItem(BRANDING_STORAGE_KEY, JSON.stringify(brandingFixture()));
    call = mockApi({
      "/customer-website/get": () => {
        throw new Error("offline");
      },
    });
    await expect(getBranding({ domain: "vms.example.com" })).rejects.toThrow("offline");
    expect(JSON.parse(localStorage.getItem(BRANDING_STORAGE_KEY) ?? "null")).toEqual(brandingFixture());
  });
});
