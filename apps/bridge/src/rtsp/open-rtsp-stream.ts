import { CameraError, type OpenCameraStream } from "../media/camera-stream.js";
import { RtspConnection } from "./rtsp-connection.js";
import { header, RtspStatus } from "./rtsp-message.js";
import { RtspStream, type RtspAudio } from "./rtsp-stream.js";
import { setupTransport, type MediaTransport } from "./rtsp-transport.js";
import { parseRtspUrl } from "./rtsp-url.js";
import { videoTrackFromSdp } from "./video-track.js";
import { audioTrackFromSdp } from "./audio-track.js";

/** Connect, handshake and wait for the first key frame: a camera's GOP can be several seconds long. */
const DEFAULT_OPEN_TIMEOUT_MS = 15_000;
/** A single request gets no longer than this, so a silent server fails before the whole open does. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Opens one camera stream: OPTIONS, DESCRIBE, SETUP (TCP, else UDP), PLAY, then resolves once the
 * first IDR gave the stream's format. Rejects with a CameraError, or with the signal's reason when
 * aborted.
 */
export const openRtspStream: OpenCameraStream = async (url, credentials, options = {}) => {
  const timeoutMs = options.timeoutMs ?? DEFAULT_OPEN_TIMEOUT_MS;
  const target = parseRtspUrl(url, credentials);
  const state: { connection?: RtspConnection; transports: MediaTransport[]; stream?: RtspStream; abandoned?: boolean } = { transports: [] };
  const work = (async () => {
    const connection = await RtspConnection.open(target.host, target.port, target.credentials, Math.min(timeoutMs, REQUEST_TIMEOUT_MS));
    // The caller may have given up while the connection was being made: nobody else would close it.
    if (state.abandoned) connection.destroy();
    state.connection = connection;
    const optionsAnswer = await connection.request("OPTIONS", target.url);
    const describe = await connection.request("DESCRIBE", target.url, { Accept: "application/sdp" });
    if (describe.status !== RtspStatus.ok) throw new CameraError("protocol", `DESCRIBE answered ${describe.status} ${describe.reason}`);
    const base = header(describe, "content-base") ?? header(describe, "content-location") ?? target.url;
    const sdp = describe.body.toString("utf8");
    const track = videoTrackFromSdp(sdp, base);
    const { transport, session } = await setupTransport(connection, track.control);
    state.transports.push(transport);
    connection.session = session.id;
    const audio = await setupAudio(connection, sdp, track.aggregate, transport);
    if (audio) state.transports.push(audio.transport);
    const keepAlive = (header(optionsAnswer, "public") ?? "").toUpperCase().includes("GET_PARAMETER") ? "GET_PARAMETER" : "OPTIONS";
    state.stream = new RtspStream(connection, transport, track, session, keepAlive, audio);
    const play = await connection.request("PLAY", track.aggregate, { Range: "npt=0.000-" });
    if (play.status !== RtspStatus.ok) throw new CameraError("protocol", `PLAY answered ${play.status} ${play.reason}`);
    await state.stream.ready;
    return state.stream;
  })();
  try {
    return await deadline(work, timeoutMs, options.signal, () => {
      const stream = state.stream;
      if (!stream) return new CameraError("unreachable", `no answer within ${timeoutMs} ms`);
      return stream.receivedRtp ? new CameraError("protocol", "no readable key frame") : new CameraError("unreachable", "no video arrived");
    });
  } catch (error) {
    state.abandoned = true;
    if (state.stream) state.stream.end(null);
    else {
      state.connection?.destroy();
      for (const transport of state.transports) if (transport.kind === "udp") transport.pair.close();
    }
    throw error instanceof CameraError || options.signal?.aborted ? error : new CameraError("protocol", error instanceof Error ? error.message : String(error));
  }
};

/**
 * SETUP of the camera's AAC track (issue 31) on the video's kind of transport, the next interleaved
 * channels for TCP. A camera without sound, with another codec (PCMA...) or refusing this SETUP
 * plays video only: sound never costs a camera its picture.
 */
async function setupAudio(connection: RtspConnection, sdp: string, aggregate: string, video: MediaTransport): Promise<RtspAudio | undefined> {
  const track = audioTrackFromSdp(sdp, aggregate);
  if (!track) return undefined;
  const firstChannel = video.kind === "tcp" ? Math.max(video.rtpChannel, video.rtcpChannel) + 1 : undefined;
  try {
    const { transport } = await setupTransport(connection, track.control, firstChannel === undefined ? { only: video.kind } : { only: video.kind, firstChannel });
    return { track, transport };
  } catch (error) {
    // The connection gone or the credentials refused end the open; a refused or odd SETUP does not.
    if (error instanceof CameraError && error.failure !== "protocol") throw error;
    return undefined;
  }
}

/** Races the work against the open's time limit and the caller's signal. */
function deadline<T>(work: Promise<T>, ms: number, signal: AbortSignal | undefined, timeoutError: () => Error): Promise<T> {
  work.catch(() => undefined);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => finish(() => reject(signal?.reason ?? new Error("aborted")));
    const timer = setTimeout(() => finish(() => reject(timeoutError())), ms);
    const finish = (then: () => void) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      then();
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener("abort", onAbort);
    work.then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error instanceof Error ? error : new Error(String(error)))),
    );
  });
}
