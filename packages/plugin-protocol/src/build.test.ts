import { describe, expect, expectTypeOf, it } from "vitest";
import { buildCommand, buildErrorResponse, buildEvent, buildResponse, createSeqCounter } from "./build.js";
import { isPluginProtocolError, PluginProtocolError } from "./errors.js";
import { parseMessage } from "./parse.js";
import type { PtzAction } from "./commands/index.js";
import type { Command, ParamsOf, ResultOf } from "./types.js";

const DECL = '<?xml version="1.0" encoding="utf-8"?>';

/** Runs `fn` and returns the PluginProtocolError it throws. */
function protocolError(fn: () => unknown): PluginProtocolError {
  try {
    fn();
  } catch (e) {
    if (e instanceof PluginProtocolError) return e;
    throw e;
  }
  throw new Error("expected a PluginProtocolError");
}

describe("buildCommand: the XML shape (§7)", () => {
  it("§7: preview carries sn, chlIndex and the window as child elements", () => {
    expect(buildCommand("preview", { winIndex: 1, sn: "N123", chlIndex: 1 }, 12)).toBe(
      `${DECL}<request cmd="preview" seq="12"><winIndex>1</winIndex><sn>N123</sn><chlIndex>1</chlIndex><streamMode>sub</streamMode></request>`,
    );
  });

  it("§7: searchRECLog writes its event types as <item> lists", () => {
    expect(
      buildCommand("searchRECLog", { sn: "N1", chlIndex: 2, startTime: "2024-05-01 00:00:00", endTime: "2024-05-01 23:59:59", eventTypes: ["MOTION", "PLATE"] }, 3),
    ).toBe(
      `${DECL}<request cmd="searchRECLog" seq="3"><sn>N1</sn><chlIndex>2</chlIndex><startTime>2024-05-01 00:00:00</startTime><endTime>2024-05-01 23:59:59</endTime><eventTypes><item>MOTION</item><item>PLATE</item></eventTypes></request>`,
    );
  });

  it("§7: connectToServer carries serverAddress, serverPort, clientToken, ispCode and customID", () => {
    expect(buildCommand("connectToServer", { serverAddress: "r.example", serverPort: 6003, clientToken: "t", ispCode: "", customID: "c" }, 1)).toBe(
      `${DECL}<request cmd="connectToServer" seq="1"><serverAddress>r.example</serverAddress><serverPort>6003</serverPort><clientToken>t</clientToken><ispCode></ispCode><customID>c</customID></request>`,
    );
  });

  it("§9: ptz speed defaults to 4", () => {
    const xml = buildCommand("ptz", { winIndex: 1, actionCmd: "UP" }, 5);
    expect(xml).toContain("<speed>4</speed>");
    expect(parseMessage(xml)).toMatchObject({ params: { speed: 4 } });
  });

  it("§7: commands without parameters are an empty request", () => {
    expect(buildCommand("fullScreen", {}, 0)).toBe(`${DECL}<request cmd="fullScreen" seq="0"></request>`);
  });

  it("§7: text is escaped and comes back unchanged", () => {
    const text = `a&b <c> "d" 'e' 摄像机`;
    const xml = buildCommand("SetWindowText", { winIndex: 1, text }, 1);
    expect(xml).toContain("a&amp;b &lt;c&gt; &quot;d&quot; &apos;e&apos; 摄像机");
    expect(parseMessage(xml)).toMatchObject({ params: { text } });
  });

  it("§7: responses carry code 0 and events their type", () => {
    expect(buildResponse("getOCXVersion", 8, { version: "1.0.0.1914" })).toBe(
      `${DECL}<response cmd="getOCXVersion" seq="8" code="0"><version>1.0.0.1914</version></response>`,
    );
    expect(buildErrorResponse("snap", 8, 3)).toBe(`${DECL}<response cmd="snap" seq="8" code="3"></response>`);
    expect(buildEvent("windowSelected", { winIndex: 2 })).toBe(`${DECL}<event type="windowSelected"><winIndex>2</winIndex></event>`);
  });
});

describe("buildCommand: validation", () => {
  it.each([
    ["ptz speed above 8", () => buildCommand("ptz", { winIndex: 1, actionCmd: "UP", speed: 9 }, 1), "params.speed"],
    ["ptz speed below 1", () => buildCommand("ptz", { winIndex: 1, actionCmd: "UP", speed: 0 }, 1), "params.speed"],
    ["a fractional speed", () => buildCommand("ptz", { winIndex: 1, actionCmd: "UP", speed: 2.5 }, 1), "params.speed"],
    ["an unknown PTZ action", () => buildCommand("ptz", { winIndex: 1, actionCmd: "SPIN" as PtzAction }, 1), "params.actionCmd"],
    ["window 0", () => buildCommand("switchSelectedWindow", { winIndex: 0 }, 1), "params.winIndex"],
    ["window 17", () => buildCommand("switchSelectedWindow", { winIndex: 17 }, 1), "params.winIndex"],
    ["a split of 6", () => buildCommand("splitCtrl", { splitNum: 6 }, 1), "params.splitNum"],
    ["a missing sn", () => buildCommand("popDevice", {} as ParamsOf<"popDevice">, 1), "params.sn"],
    ["an empty sn", () => buildCommand("popDevice", { sn: "" }, 1), "params.sn"],
    ["an unknown parameter", () => buildCommand("popDevice", { sn: "N1", extra: 1 } as ParamsOf<"popDevice">, 1), "params.extra"],
    ["a bad time format", () => buildCommand("searchRECDate", { sn: "N1", chlIndex: 1, startTime: "2024-05-01T00:00:00", endTime: "2024-05-01 00:00:00", eventTypes: ["MOTION"] }, 1), "params.startTime"],
    ["no event types", () => buildCommand("searchRECDate", { sn: "N1", chlIndex: 1, startTime: "2024-05-01 00:00:00", endTime: "2024-05-02 00:00:00", eventTypes: [] }, 1), "params.eventTypes"],
    ["an unknown event type", () => buildCommand("searchRECLog", { sn: "N1", chlIndex: 1, startTime: "2024-05-01 00:00:00", endTime: "2024-05-02 00:00:00", eventTypes: ["FIRE" as "MOTION"] }, 1), "params.eventTypes[0]"],
    ["a port above 65535", () => buildCommand("connectToServer", { serverAddress: "a", serverPort: 70000, clientToken: "t", ispCode: "", customID: "" }, 1), "params.serverPort"],
    ["a nested token field missing", () => buildCommand("updateCloudToken", { sn: "N1", chlIndex: 1, ossType: "", bucketName: "", storageUrl: "", resourceType: "", storageToken: {} as never }, 1), "params.storageToken.accessKey"],
    ["a control character", () => buildCommand("SetWindowText", { winIndex: 1, text: "a\u0001b" }, 1), "params.text"],
    ["a non-AVI download name", () => buildCommand("CreateDownloadTask", { sn: "N1", chlIndex: 1, startTime: "2024-05-01 00:00:00", endTime: "2024-05-01 00:01:00", type: "cloud", siteName: "", chlName: "", fileName: "a.mp4" }, 1), "params.fileName"],
    ["a volume above 100", () => buildCommand("SetVolume", { winIndex: 1, volume: 101 }, 1), "params.volume"],
    ["an odd playback speed", () => buildCommand("SetPlaybackSpeed", { winIndex: 1, speed: 3 }, 1), "params.speed"],
    ["a negative seq", () => buildCommand("fullScreen", {}, -1), "seq"],
    ["a fractional seq", () => buildCommand("fullScreen", {}, 1.5), "seq"],
  ])("§7: rejects %s", (_name, fn, path) => {
    const e = protocolError(fn);
    expect(e.reason).toBe("invalidParams");
    expect(e.path).toBe(path);
  });

  it("§7: rejects an unknown command name at runtime", () => {
    expect(protocolError(() => buildCommand("explode" as "fullScreen", {}, 1)).reason).toBe("unknownCommand");
    expect(protocolError(() => buildCommand("toString" as "fullScreen", {}, 1)).reason).toBe("unknownCommand");
    expect(protocolError(() => buildEvent("boom" as "windowSelected", { winIndex: 1 })).reason).toBe("unknownEvent");
  });

  it("§8: an error response needs a non-zero code", () => {
    expect(protocolError(() => buildErrorResponse("snap", 1, 0)).path).toBe("code");
    expect(isPluginProtocolError(protocolError(() => buildResponse("getOCXVersion", 1, { version: "x" })), "invalidParams")).toBe(true);
  });

  it("§7: createSeqCounter counts up and wraps before 2^31", () => {
    const next = createSeqCounter();
    expect([next(), next(), next()]).toEqual([1, 2, 3]);
    const edge = createSeqCounter(0x7fff_fffe);
    expect([edge(), edge(), edge()]).toEqual([0x7fff_fffe, 0x7fff_ffff, 1]);
  });
});

describe("types", () => {
  it("§7/§9: parameters and results are typed per command", () => {
    expectTypeOf<ParamsOf<"ptz">>().toEqualTypeOf<{ winIndex: number; actionCmd: PtzAction; speed?: number }>();
    expectTypeOf<ParamsOf<"connectToServer">>().toEqualTypeOf<{ serverAddress: string; serverPort: number; clientToken: string; ispCode: string; customID: string }>();
    expectTypeOf<ParamsOf<"fullScreen">>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf<ResultOf<"searchRECDate">>().toEqualTypeOf<{ dates: string[] }>();
    expectTypeOf<Extract<Command, { cmd: "stop" }>["params"]>().toEqualTypeOf<{ winIndex?: number }>();
  });
});
