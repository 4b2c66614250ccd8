import { afterEach, describe, expect, it } from "vitest";
import { setBrandTitle, setPageTitle } from "./document-title";

describe("document title (issue 28: the tab title changes with the page)", () => {
  afterEach(() => {
    setPageTitle("");
    setBrandTitle("");
  });

  it("§2: the page's title, then the brand", () => {
    setBrandTitle("VMS");
    expect(document.title).toBe("VMS");
    setPageTitle("Sites");
    expect(document.title).toBe("Sites · VMS");
    setPageTitle("Alerts");
    expect(document.title).toBe("Alerts · VMS");
    setBrandTitle("Acme");
    expect(document.title).toBe("Alerts · Acme");
  });

  it("§2: a page gone leaves the brand; no brand leaves the page's title alone", () => {
    setBrandTitle("VMS");
    setPageTitle("Sites");
    setPageTitle("");
    expect(document.title).toBe("VMS");
    setBrandTitle("");
    setPageTitle("Sites");
    expect(document.title).toBe("Sites");
  });
});
