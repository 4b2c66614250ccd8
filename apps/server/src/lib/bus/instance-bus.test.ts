import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { createLocalBus } from "./instance-bus.js";

const log = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;

describe("local instance bus", () => {
  it("delivers a publish synchronously to this instance's subscribers of that channel only", () => {
    const bus = createLocalBus("solo", log);
    const seen: unknown[] = [];
    bus.subscribe("push", (payload, meta) => seen.push([payload, meta.from]));
    bus.subscribe("other", () => seen.push("wrong channel"));
    void bus.publish("push", { n: 1 });
    expect(seen).toEqual([[{ n: 1 }, "solo"]]);
  });

  it("a throwing subscriber does not stop the others; an unsubscribed one hears nothing", () => {
    const bus = createLocalBus("solo", log);
    const seen: number[] = [];
    bus.subscribe("c", () => {
      throw new Error("bug");
    });
    const off = bus.subscribe("c", () => seen.push(1));
    bus.subscribe("c", () => seen.push(2));
    void bus.publish("c", {});
    off();
    void bus.publish("c", {});
    expect(seen).toEqual([1, 2, 2]);
  });

  it("refuses channel names that are not identifiers", () => {
    const bus = createLocalBus("solo", log);
    expect(() => bus.subscribe('bad"name', () => undefined)).toThrow(TypeError);
    expect(() => bus.publish("x".repeat(80), {})).toThrow(TypeError);
  });
});
