import { describe, expect, it } from "vitest";
import { buildCommand, buildEvent, buildResponse } from "./build.js";
import { PluginProtocolError, type PluginProtocolErrorReason } from "./errors.js";
import { isEventOf, isResponseTo, parseMessage } from "./parse.js";

const DECL = '<?xml version="1.0" encoding="utf-8"?>';

function reasonOf(xml: string): { reason: PluginProtocolErrorReason; path: string | undefined; message: string } {
  try {
    parseMessage(xml);
  } catch (e) {
    if (e instanceof PluginProtocolError) return { reason: e.reason, path: e.path, message: e.message };
    throw e;
  }
  throw new Error("expected parseMessage to throw");
}

describe("parseMessage: malformed XML (§7)", () => {
  it.each([
    ["an empty message", ""],
    ["blank text", "   \n"],
    ["plain text", "hello"],
    ["a mismatched closing tag", '<request cmd="stop" seq="1"><winIndex>1</request>'],
    ["an unclosed root", '<request cmd="stop" seq="1"><winIndex>1</winIndex>'],
    ["a repeated attribute", '<request cmd="stop" cmd="preview" seq="1"/>'],
    ["two root elements", '<request cmd="stop" seq="1"/><request cmd="stop" seq="2"/>'],
    ["two root elements of one name", '<event type="windowSelected"><winIndex>1</winIndex></event><event type="windowSelected"><winIndex>2</winIndex></event>'],
    ["a prototype-polluting tag", '<request cmd="popDevice" seq="1"><__proto__>x</__proto__><sn>N1</sn></request>'],
  ])("§7: rejects %s as malformedXml", (_name, xml) => {
    expect(reasonOf(xml).reason).toBe("malformedXml");
  });

  it("§7: the error names the line and column", () => {
    expect(reasonOf('<request cmd="stop" seq="1">\n<winIndex>1</request>').message).toMatch(/line 2/);
  });

  it("§7: rejects non-string input", () => {
    expect(() => parseMessage(undefined as unknown as string)).toThrow(PluginProtocolError);
  });
});

describe("parseMessage: protocol errors (§7)", () => {
  it("§7: an unknown root element", () => {
    expect(reasonOf('<command cmd="stop" seq="1"/>')).toMatchObject({ reason: "unknownRoot" });
  });

  it("§7: an unknown command or event", () => {
    expect(reasonOf('<request cmd="selfDestruct" seq="1"/>')).toMatchObject({ reason: "unknownCommand", path: "@cmd" });
    expect(reasonOf('<response cmd="constructor" seq="1" code="0"/>')).toMatchObject({ reason: "unknownCommand" });
    expect(reasonOf('<event type="meteor"/>')).toMatchObject({ reason: "unknownEvent", path: "@type" });
  });

  it("§7: missing attributes", () => {
    expect(reasonOf("<request seq=\"1\"/>")).toMatchObject({ reason: "missingAttribute", path: "@cmd" });
    expect(reasonOf('<request cmd="stop"/>')).toMatchObject({ reason: "missingAttribute", path: "@seq" });
    expect(reasonOf('<response cmd="stop" seq="1"/>')).toMatchObject({ reason: "missingAttribute", path: "@code" });
    expect(reasonOf("<event/>")).toMatchObject({ reason: "missingAttribute", path: "@type" });
  });

  it("§7: bad seq or code attributes", () => {
    expect(reasonOf('<request cmd="stop" seq="one"/>')).toMatchObject({ reason: "invalidParams", path: "@seq" });
    expect(reasonOf('<request cmd="stop" seq="-1"/>')).toMatchObject({ reason: "invalidParams", path: "@seq" });
    expect(reasonOf('<response cmd="stop" seq="1" code="x"/>')).toMatchObject({ reason: "invalidParams", path: "@code" });
  });

  it.each([
    ["a missing required field", '<request cmd="popDevice" seq="1"></request>', "params.sn"],
    ["an int that is not a number", '<request cmd="switchSelectedWindow" seq="1"><winIndex>two</winIndex></request>', "params.winIndex"],
    ["an out-of-range int", '<request cmd="ptz" seq="1"><winIndex>1</winIndex><actionCmd>UP</actionCmd><speed>12</speed></request>', "params.speed"],
    ["a word outside the enum", '<request cmd="SetPlayMode" seq="1"><mode>tape</mode></request>', "params.mode"],
    ["a bad boolean", '<request cmd="DisplayPlugin" seq="1"><visible>yes</visible></request>', "params.visible"],
    ["a repeated element", '<request cmd="popDevice" seq="1"><sn>A</sn><sn>B</sn></request>', "params.sn"],
    ["nested elements where text belongs", '<request cmd="popDevice" seq="1"><sn><x>1</x></sn></request>', "params.sn"],
    ["a list without <item>s", '<request cmd="DeleteDownLoadTask" seq="1"><taskIds>t-1</taskIds></request>', "params.taskIds"],
    ["bad response data", '<response cmd="getOCXVersion" seq="1" code="0"><version>v1</version></response>', "data.version"],
    ["bad event data", '<event type="downloadProgress"><taskId>t</taskId><status>finish</status><progress>101</progress><speed>0</speed></event>', "data.progress"],
  ])("§7: rejects %s with its path", (_name, xml, path) => {
    expect(reasonOf(xml)).toMatchObject({ reason: "invalidParams", path });
  });
});

describe("parseMessage: tolerant reading", () => {
  it("§7: accepts no declaration, single quotes, whitespace and pretty printing", () => {
    const xml = `<request cmd='ptz' seq=' 5 '>\n  <winIndex> 2 </winIndex>\n  <actionCmd>STOP</actionCmd>\n</request>\n`;
    expect(parseMessage(xml)).toEqual({ kind: "request", cmd: "ptz", seq: 5, params: { winIndex: 2, actionCmd: "STOP", speed: 4 } });
  });

  it("§7: ignores unknown child elements so a newer plugin may add fields", () => {
    expect(parseMessage(`${DECL}<response cmd="getOCXVersion" seq="1" code="0"><version>1.0.0.1914</version><build>x</build></response>`)).toEqual({
      kind: "response", cmd: "getOCXVersion", seq: 1, ok: true, code: 0, data: { version: "1.0.0.1914" },
    });
  });

  it("§7: lists of one, empty lists and booleans written 1/0", () => {
    expect(parseMessage('<request cmd="DeleteDownLoadTask" seq="1"><taskIds><item>t-1</item></taskIds></request>')).toMatchObject({ params: { taskIds: ["t-1"] } });
    expect(parseMessage('<response cmd="searchRECDate" seq="1" code="0"><dates/></response>')).toMatchObject({ data: { dates: [] } });
    expect(parseMessage('<response cmd="searchRECDate" seq="1" code="0"><dates>\n</dates></response>')).toMatchObject({ data: { dates: [] } });
    expect(parseMessage('<request cmd="DisplayPlugin" seq="1"><visible>1</visible></request>')).toMatchObject({ params: { visible: true } });
    expect(parseMessage('<request cmd="DisplayPlugin" seq="1"><visible>0</visible></request>')).toMatchObject({ params: { visible: false } });
  });

  it("§7: keeps text as written: leading zeros and spaces survive, entities and CDATA decode", () => {
    expect(parseMessage('<request cmd="popDevice" seq="1"><sn>007</sn></request>')).toMatchObject({ params: { sn: "007" } });
    expect(parseMessage('<request cmd="SetWindowText" seq="1"><winIndex>1</winIndex><text>  a  </text></request>')).toMatchObject({ params: { text: "  a  " } });
    expect(parseMessage('<request cmd="popDevice" seq="1"><sn>A&amp;B&lt;</sn></request>')).toMatchObject({ params: { sn: "A&B<" } });
    expect(parseMessage('<request cmd="popDevice" seq="1"><sn><![CDATA[<N1>]]></sn></request>')).toMatchObject({ params: { sn: "<N1>" } });
  });

  it("§8: a failed response skips data validation", () => {
    expect(parseMessage('<response cmd="getOCXVersion" seq="3" code="302"><version>garbage</version></response>')).toEqual({
      kind: "response", cmd: "getOCXVersion", seq: 3, ok: false, code: 302, data: null,
    });
  });
});

describe("message guards", () => {
  it("§7: isResponseTo matches the command and, when given, the seq", () => {
    const msg = parseMessage(buildResponse("getOCXVersion", 4, { version: "1.0.0.1899" }));
    expect(isResponseTo(msg, "getOCXVersion")).toBe(true);
    expect(isResponseTo(msg, "getOCXVersion", 4)).toBe(true);
    expect(isResponseTo(msg, "getOCXVersion", 5)).toBe(false);
    expect(isResponseTo(msg, "snap")).toBe(false);
    if (isResponseTo(msg, "getOCXVersion") && msg.ok) expect(msg.data.version).toBe("1.0.0.1899");
    expect(isResponseTo(parseMessage(buildCommand("getOCXVersion", {}, 4)), "getOCXVersion")).toBe(false);
  });

  it("§7: isEventOf narrows events", () => {
    const msg = parseMessage(buildEvent("deviceTokenExpired", { sn: "N1", code: 5 }));
    expect(isEventOf(msg, "deviceTokenExpired")).toBe(true);
    expect(isEventOf(msg, "windowSelected")).toBe(false);
    if (isEventOf(msg, "deviceTokenExpired")) expect(msg.data.sn).toBe("N1");
  });
});
