import { connect, type Socket } from "node:net";
import { CameraError, type CameraCredentials } from "../media/camera-stream.js";
import { Authenticator, parseChallenges, pickChallenge } from "./rtsp-auth.js";
import { header, RtspFramer, RtspStatus, serializeRequest, type RtspResponse } from "./rtsp-message.js";

const USER_AGENT = "vms-bridge";
const READ_BUFFER_BYTES = 64 * 1024;

interface Pending {
  resolve: (response: RtspResponse) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * One RTSP control connection: requests with CSeq, Digest/Basic answered once per challenge, and the
 * interleaved RTP/RTCP frames handed on. Errors are CameraErrors: "unreachable" for the network,
 * "unauthorized" for a refused answer to a challenge.
 */
export class RtspConnection {
  /** Set after SETUP; sent with every later request. */
  session: string | undefined;
  /** Settles when the socket closes: null after destroy(), else why. */
  readonly closed: Promise<CameraError | null>;
  private cseq = 0;
  private readonly pending = new Map<number, Pending>();
  private readonly framer = new RtspFramer();
  private authenticator: Authenticator | undefined;
  private interleavedListener: ((channel: number, payload: Buffer) => void) | undefined;
  private destroyed = false;

  private constructor(
    private readonly socket: Socket,
    private readonly credentials: CameraCredentials,
    private readonly timeoutMs: number,
  ) {
    this.closed = new Promise((resolve) => {
      socket.on("close", () => {
        const error = this.destroyed ? null : new CameraError("unreachable", "the camera closed the connection");
        for (const p of this.pending.values()) {
          clearTimeout(p.timer);
          p.reject(error ?? new CameraError("unreachable", "connection closed"));
        }
        this.pending.clear();
        resolve(error);
      });
    });
    socket.on("error", () => undefined); // "close" follows and settles everything
  }

  /** Opens the TCP connection; refused, unroutable or silent hosts are "unreachable". */
  static open(host: string, port: number, credentials: CameraCredentials, timeoutMs: number): Promise<RtspConnection> {
    return new Promise((resolve, reject) => {
      let connection: RtspConnection | undefined;
      // onread reads into one reused buffer, skipping the stream machinery that costs most of the
      // client's CPU at a few hundred RTP packets a second. The bytes are lent to the framer for the
      // call only (rtsp-message.ts): what outlives it is copied there and in the depacketizer.
      const buffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
      const onread = {
        buffer,
        callback: (n: number) => {
          connection?.receive(buffer.subarray(0, n));
          return true;
        },
      };
      const socket = connect({ host, port, noDelay: true, onread });
      const fail = (reason: string): void => {
        socket.destroy();
        reject(new CameraError("unreachable", `cannot reach ${host}:${port}: ${reason}`));
      };
      const timer = setTimeout(() => fail("timed out"), timeoutMs);
      socket.once("error", (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        fail(error.code ?? error.message);
      });
      socket.once("connect", () => {
        clearTimeout(timer);
        socket.removeAllListeners("error");
        connection = new RtspConnection(socket, credentials, timeoutMs);
        resolve(connection);
      });
    });
  }

  get remoteAddress(): string | undefined {
    return this.socket.remoteAddress;
  }

  /** `payload` is valid during the call only (the connection's read buffer is reused): copy what you keep. */
  onInterleaved(listener: (channel: number, payload: Buffer) => void): void {
    this.interleavedListener = listener;
  }

  /** Sends a request; after a 401 answers the challenge once; a second 401 is "unauthorized". */
  async request(method: string, url: string, headers: Record<string, string> = {}): Promise<RtspResponse> {
    const first = await this.send(method, url, headers);
    if (first.status !== RtspStatus.unauthorized) return first;
    const challenge = pickChallenge(parseChallenges(first.headers.get("www-authenticate") ?? []));
    const { username, password } = this.credentials;
    if (!challenge || username === undefined) throw new CameraError("unauthorized", `${method} needs credentials the config does not give`);
    this.authenticator = new Authenticator(challenge, username, password ?? "");
    const second = await this.send(method, url, headers);
    if (second.status === RtspStatus.unauthorized) throw new CameraError("unauthorized", "the camera refused the credentials");
    return second;
  }

  /** Closes the socket; `closed` then settles with null. */
  destroy(): void {
    this.destroyed = true;
    this.socket.destroy();
  }

  private send(method: string, url: string, extra: Record<string, string>): Promise<RtspResponse> {
    if (this.socket.destroyed) return Promise.reject(new CameraError("unreachable", "connection closed"));
    this.cseq += 1;
    const cseq = this.cseq;
    const headers: Record<string, string> = { "CSeq": String(cseq), "User-Agent": USER_AGENT, ...extra };
    if (this.session !== undefined) headers["Session"] = this.session;
    if (this.authenticator) headers["Authorization"] = this.authenticator.header(method, url);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(cseq);
        reject(new CameraError("unreachable", `no answer to ${method} within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.pending.set(cseq, { resolve, reject, timer });
      this.socket.write(serializeRequest(method, url, headers));
    });
  }

  private receive(chunk: Buffer): void {
    let frames;
    try {
      frames = this.framer.push(chunk);
    } catch {
      this.socket.destroy();
      return;
    }
    for (const frame of frames) {
      if (frame.kind === "interleaved") {
        this.interleavedListener?.(frame.channel, frame.payload);
        continue;
      }
      const cseq = Number(header(frame.response, "cseq"));
      const pending = this.pending.get(cseq);
      if (!pending) continue;
      this.pending.delete(cseq);
      clearTimeout(pending.timer);
      pending.resolve(frame.response);
    }
  }
}
