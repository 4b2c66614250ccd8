import { XMLParser, XMLValidator } from "fast-xml-parser";
import { COMMANDS } from "./commands/index.js";
import { decodeShape } from "./codec.js";
import { PluginProtocolError } from "./errors.js";
import { EVENTS } from "./events.js";
import type { Shape } from "./schema.js";
import type { CommandName, EventType, PluginEvent, PluginMessage, PluginRequest, PluginResponse } from "./types.js";
import { PLUGIN_CODE } from "./plugin-codes.js";

// Values stay text (so "007" is not turned into 7) and are not trimmed (window captions keep their
// spaces); the field schemas convert and check them.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  processEntities: true,
});

const ROOTS = ["request", "response", "event"] as const;
type Node = Record<string, unknown>;

/** Parses well-formed XML into the single root element's name and node. */
function root(xml: unknown): { name: string; node: Node } {
  if (typeof xml !== "string" || xml.trim() === "") throw new PluginProtocolError("malformedXml", "empty message");
  // The parser accepts broken documents; the validator (kept in fast-xml-parser 5) rejects them first.
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new PluginProtocolError("malformedXml", `${valid.err.msg} (line ${valid.err.line}, col ${valid.err.col})`);
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch (e) {
    throw new PluginProtocolError("malformedXml", e instanceof Error ? e.message : String(e));
  }
  const names = Object.keys(doc).filter((k) => k !== "#text");
  if (names.length !== 1) throw new PluginProtocolError("malformedXml", `expected one root element, found ${names.length}`);
  const name = names[0]!;
  const node = doc[name];
  if (Array.isArray(node)) throw new PluginProtocolError("malformedXml", "expected one root element, found several");
  return { name, node: typeof node === "object" && node !== null ? (node as Node) : {} };
}

function attr(node: Node, name: string): string {
  const value = node[`@_${name}`];
  if (typeof value !== "string") throw new PluginProtocolError("missingAttribute", `missing attribute "${name}"`, `@${name}`);
  return value;
}

function intAttr(node: Node, name: string): number {
  const text = attr(node, name).trim();
  if (!/^-?\d+$/.test(text)) throw new PluginProtocolError("invalidParams", `attribute "${name}" must be an integer`, `@${name}`);
  return Number(text);
}

function command(node: Node): { cmd: CommandName; def: { params: Shape; response: Shape } } {
  const cmd = attr(node, "cmd");
  if (!Object.prototype.hasOwnProperty.call(COMMANDS, cmd)) throw new PluginProtocolError("unknownCommand", `unknown command "${cmd}"`, "@cmd");
  return { cmd: cmd as CommandName, def: COMMANDS[cmd as CommandName] as { params: Shape; response: Shape } };
}

/**
 * Parses one message from the plugin socket: a `<request>`, a `<response>` or an `<event>`, with
 * its parameters or data checked against the command table. Throws PluginProtocolError for broken
 * XML, an unknown root, command or event, a missing attribute, or invalid values. Unknown child
 * elements are ignored so a newer plugin may add fields.
 */
export function parseMessage(xml: string): PluginMessage {
  const { name, node } = root(xml);
  if (!(ROOTS as readonly string[]).includes(name)) throw new PluginProtocolError("unknownRoot", `unknown root element <${name}>`);
  if (name === "event") {
    const type = attr(node, "type");
    if (!Object.prototype.hasOwnProperty.call(EVENTS, type)) throw new PluginProtocolError("unknownEvent", `unknown event "${type}"`, "@type");
    const shape: Shape = EVENTS[type as EventType];
    return { kind: "event", type, data: decodeShape(shape, node, "data") } as PluginEvent;
  }
  const { cmd, def } = command(node);
  const seq = intAttr(node, "seq");
  if (seq < 0) throw new PluginProtocolError("invalidParams", "seq must not be negative", "@seq");
  if (name === "request") return { kind: "request", cmd, seq, params: decodeShape(def.params, node, "params") } as PluginRequest;
  const code = intAttr(node, "code");
  if (code !== PLUGIN_CODE.OK) return { kind: "response", cmd, seq, ok: false, code, data: null } as PluginResponse;
  return { kind: "response", cmd, seq, ok: true, code: PLUGIN_CODE.OK, data: decodeShape(def.response, node, "data") } as PluginResponse;
}

/** True when `msg` is the response to command `cmd` (optionally with sequence number `seq`). */
export function isResponseTo<C extends CommandName>(msg: PluginMessage, cmd: C, seq?: number): msg is Extract<PluginResponse, { cmd: C }> {
  return msg.kind === "response" && msg.cmd === cmd && (seq === undefined || msg.seq === seq);
}

/** True when `msg` is an event of `type`. */
export function isEventOf<E extends EventType>(msg: PluginMessage, type: E): msg is Extract<PluginEvent, { type: E }> {
  return msg.kind === "event" && msg.type === type;
}
