import { describe, expect, it } from "vitest";
import { compareVersions, DEFAULT_PLUGIN_VERSION, needUpdate } from "./version.js";

describe("plugin versions (§5, §9)", () => {
  it("§9: default versions are 1.0.0.1899 on Mac and 1.0.0.1914 on Windows", () => {
    expect(DEFAULT_PLUGIN_VERSION).toEqual({ mac: "1.0.0.1899", windows: "1.0.0.1914" });
  });

  it("§5: versions are compared part by part as numbers, not as text", () => {
    expect(compareVersions("1.0.0.1914", "1.0.0.999")).toBe(1);
    expect(compareVersions("1.0.0.999", "1.0.0.1914")).toBe(-1);
    expect(compareVersions("1.0.0.1899", "1.0.0.1914")).toBe(-1);
    expect(compareVersions("1.10.0.0", "1.9.9.9999")).toBe(1);
    expect(compareVersions("2.0", "1.99.99.99")).toBe(1);
    expect(compareVersions("1.0.0.1914", "1.0.0.1914")).toBe(0);
  });

  it("§5: missing parts count as 0; leading zeros and spaces are tolerated", () => {
    expect(compareVersions("1.0", "1.0.0.0")).toBe(0);
    expect(compareVersions("1.0.0.1", "1.0")).toBe(1);
    expect(compareVersions("1.0.0.01914", "1.0.0.1914")).toBe(0);
    expect(compareVersions(" 1.0.0.1914 ", "1.0.0.1914")).toBe(0);
  });

  it("§5: rejects text that is not a dotted version", () => {
    for (const bad of ["", "1..2", "v1.0", "1.0.x", "1.0."]) expect(() => compareVersions(bad, "1.0"), bad).toThrow(RangeError);
  });

  it("§9: needUpdate is true when the bundled plugin is newer than the installed one", () => {
    expect(needUpdate("1.0.0.1899", DEFAULT_PLUGIN_VERSION.windows)).toBe(true);
    expect(needUpdate("1.0.0.1914", DEFAULT_PLUGIN_VERSION.windows)).toBe(false);
    expect(needUpdate("1.0.1.0", DEFAULT_PLUGIN_VERSION.windows)).toBe(false);
    expect(needUpdate("1.0.0.1899", DEFAULT_PLUGIN_VERSION.mac)).toBe(false);
  });

  it("§9: a missing or unreadable installed version needs the update; a bad bundled version throws", () => {
    expect(needUpdate(null, "1.0.0.1914")).toBe(true);
    expect(needUpdate(undefined, "1.0.0.1914")).toBe(true);
    expect(needUpdate("", "1.0.0.1914")).toBe(true);
    expect(needUpdate("unknown", "1.0.0.1914")).toBe(true);
    expect(() => needUpdate("1.0.0.1", "latest")).toThrow(RangeError);
  });
});
