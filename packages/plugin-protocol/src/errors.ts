/** Why a plugin message could not be built or parsed. */
export type PluginProtocolErrorReason =
  | "malformedXml"
  | "unknownRoot"
  | "missingAttribute"
  | "unknownCommand"
  | "unknownEvent"
  | "invalidParams";

/** A message that breaks the protocol; `path` names the offending field ("params.speed"). */
export class PluginProtocolError extends Error {
  readonly reason: PluginProtocolErrorReason;
  readonly path: string | undefined;

  constructor(reason: PluginProtocolErrorReason, message: string, path?: string) {
    super(path ? `${message} (at ${path})` : message);
    this.name = "PluginProtocolError";
    this.reason = reason;
    this.path = path;
  }
}

/** True when `e` is a PluginProtocolError, optionally with one of `reasons`. */
export function isPluginProtocolError(e: unknown, ...reasons: PluginProtocolErrorReason[]): e is PluginProtocolError {
  return e instanceof PluginProtocolError && (reasons.length === 0 || reasons.includes(e.reason));
}
