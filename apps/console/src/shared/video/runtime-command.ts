import { buildErrorResponse, buildResponse, parseMessage, type PluginRequest } from "@vms/plugin-protocol";

/** A command the runtime does not carry out (ptz and cloud tokens belong to other runtimes). */
export const UNSUPPORTED_CODE = 1;
/** A parameter the runtime refuses (a split above the platform's maximum, an empty window, a bad range). */
export const REFUSED_CODE = 2;

/** Thrown by a runtime's command handler: the command is answered with this plugin code. */
export class CommandFailed extends Error {
  constructor(readonly code: number) {
    super(`command failed with ${code}`);
  }
}

/**
 * A web runtime's transport: parses one request's XML, carries it out with `dispatch`, and answers
 * the response XML (code 0 with its data, or the CommandFailed code). Malformed XML throws, as a
 * plugin would drop it.
 */
export async function answerRequest(xml: string, dispatch: (request: PluginRequest) => unknown): Promise<string> {
  const message = parseMessage(xml);
  if (message.kind !== "request") throw new Error("the runtime takes requests only");
  try {
    const data = await dispatch(message);
    return buildResponse(message.cmd, message.seq, data as never);
  } catch (err) {
    return buildErrorResponse(message.cmd, message.seq, err instanceof CommandFailed ? err.code : UNSUPPORTED_CODE);
  }
}
