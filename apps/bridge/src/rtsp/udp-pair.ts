import { createSocket, type Socket } from "node:dgram";

/** Two UDP sockets on an even port and the odd one above it, for RTP and RTCP (RFC 3550 §11). */
export interface UdpPair {
  rtp: Socket;
  rtcp: Socket;
  rtpPort: number;
  close(): void;
}

const ATTEMPTS = 20;
const LOW = 50_000;
const HIGH = 65_000;

export async function bindUdpPair(): Promise<UdpPair> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const port = LOW + 2 * Math.floor((Math.random() * (HIGH - LOW)) / 2);
    const rtp = await bind(port);
    if (!rtp) continue;
    const rtcp = await bind(port + 1);
    if (!rtcp) {
      rtp.close();
      continue;
    }
    return { rtp, rtcp, rtpPort: port, close: () => [rtp, rtcp].forEach(closeQuietly) };
  }
  throw new Error("no free even/odd UDP port pair");
}

function bind(port: number): Promise<Socket | undefined> {
  return new Promise((resolve) => {
    const socket = createSocket("udp4");
    socket.once("error", () => {
      closeQuietly(socket);
      resolve(undefined);
    });
    socket.bind(port, () => resolve(socket));
  });
}

function closeQuietly(socket: Socket): void {
  try {
    socket.close();
  } catch {
    // already closed
  }
}
