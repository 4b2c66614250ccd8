import { COMMANDS } from "./commands/index.js";
import { checkShape, encodeShape, withDefaults } from "./codec.js";
import { PluginProtocolError } from "./errors.js";
import { EVENTS } from "./events.js";
import type { Shape } from "./schema.js";
import type { CommandName, EventDataOf, EventType, ParamsOf, ResultOf } from "./types.js";
import { escapeXml, XML_DECLARATION } from "./xml-text.js";
import { PLUGIN_CODE } from "./plugin-codes.js";

const own = (table: object, key: string) => Object.prototype.hasOwnProperty.call(table, key);

function commandDef(cmd: string) {
  if (!own(COMMANDS, cmd)) throw new PluginProtocolError("unknownCommand", `unknown command "${cmd}"`);
  return COMMANDS[cmd as CommandName] as { params: Shape; response: Shape };
}

function checkSeq(seq: number): void {
  if (!Number.isSafeInteger(seq) || seq < 0) throw new PluginProtocolError("invalidParams", `seq must be a non-negative integer, got ${seq}`, "seq");
}

function body(shape: Shape, value: unknown, path: string): string {
  checkShape(shape, value ?? {}, path);
  return encodeShape(shape, withDefaults(shape, (value ?? {}) as Record<string, unknown>));
}

/**
 * The XML of command `cmd` with `params`, numbered `seq` so its response can be matched.
 * Checks every parameter (type, range, required, no unknown ones) and fills defaults (ptz speed 4).
 */
export function buildCommand<C extends CommandName>(cmd: C, params: ParamsOf<C>, seq: number): string {
  const def = commandDef(cmd);
  checkSeq(seq);
  return `${XML_DECLARATION}<request cmd="${escapeXml(cmd)}" seq="${seq}">${body(def.params, params, "params")}</request>`;
}

/** The XML of a successful (code 0) response to `cmd` (used by the plugin side and in tests). */
export function buildResponse<C extends CommandName>(cmd: C, seq: number, data: ResultOf<C>): string {
  const def = commandDef(cmd);
  checkSeq(seq);
  return `${XML_DECLARATION}<response cmd="${escapeXml(cmd)}" seq="${seq}" code="0">${body(def.response, data, "data")}</response>`;
}

/** The XML of a failed response to `cmd` with a non-zero plugin code (spec §8). */
export function buildErrorResponse(cmd: CommandName, seq: number, code: number): string {
  commandDef(cmd);
  checkSeq(seq);
  if (!Number.isSafeInteger(code) || code === PLUGIN_CODE.OK) throw new PluginProtocolError("invalidParams", `an error code must be a non-zero integer, got ${code}`, "code");
  return `${XML_DECLARATION}<response cmd="${escapeXml(cmd)}" seq="${seq}" code="${code}"></response>`;
}

/** The XML of an unsolicited event. */
export function buildEvent<E extends EventType>(type: E, data: EventDataOf<E>): string {
  if (!own(EVENTS, type)) throw new PluginProtocolError("unknownEvent", `unknown event "${type}"`);
  const shape: Shape = EVENTS[type];
  return `${XML_DECLARATION}<event type="${escapeXml(type)}">${body(shape, data, "data")}</event>`;
}

/** A counter for `seq` values: 1, 2, 3, … wrapping before 2^31 so peers using int32 agree. */
export function createSeqCounter(start = 1): () => number {
  let next = start;
  return () => {
    const seq = next;
    next = next >= 0x7fff_ffff ? 1 : next + 1;
    return seq;
  };
}
