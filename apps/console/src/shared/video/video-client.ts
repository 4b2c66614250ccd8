import { buildCommand, createSeqCounter, parseMessage, type CommandName, type ParamsOf, type ResultOf } from "@vms/plugin-protocol";

/** Carries command XML to whatever plays the video (the web runtime, or a native plugin) and back. */
export interface VideoTransport {
  request(xml: string): Promise<string>;
}

/** A command answered with a non-zero plugin code (spec §8 plugin codes). */
export class VideoCommandError extends Error {
  constructor(readonly cmd: string, readonly code: number) {
    super(`${cmd} failed with plugin code ${code}`);
    this.name = "VideoCommandError";
  }
}

/** Sends one typed command; resolves with its response data or rejects with VideoCommandError. */
export type VideoCommand = <C extends CommandName>(cmd: C, params: ParamsOf<C>) => Promise<ResultOf<C>>;

/** The console's only way to drive video windows: build the XML, send it, parse the answer. */
export function createVideoClient(transport: VideoTransport): VideoCommand {
  const nextSeq = createSeqCounter();
  return async (cmd, params) => {
    const seq = nextSeq();
    const answer = parseMessage(await transport.request(buildCommand(cmd, params, seq)));
    if (answer.kind !== "response" || answer.cmd !== cmd || answer.seq !== seq) throw new VideoCommandError(cmd, -1);
    if (!answer.ok) throw new VideoCommandError(cmd, answer.code);
    return answer.data as ResultOf<typeof cmd>;
  };
}
