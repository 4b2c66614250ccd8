import { randomUUID } from "node:crypto";
import { createSocket, type Socket } from "node:dgram";

const GROUP = "239.255.255.250";
const PORT = 3702;

export interface DiscoverableDevice {
  /** The device service URL (XAddrs). */
  xaddr: string;
  /** ONVIF scopes, e.g. `onvif://www.onvif.org/hardware/DS-2DE4425IW-DE`. */
  scopes: readonly string[];
}

/** A WS-Discovery ProbeMatches as ONVIF devices answer a Probe (ONVIF Core 7.3, WS-Discovery 2005/04). */
function probeMatches(relatesTo: string, device: DiscoverableDevice, endpoint: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?><SOAP-ENV:Envelope xmlns:SOAP-ENV="http://www.w3.org/2003/05/soap-envelope" xmlns:wsa="http://schemas.xmlsoap.org/ws/2004/08/addressing" ` +
    `xmlns:d="http://schemas.xmlsoap.org/ws/2005/04/discovery" xmlns:dn="http://www.onvif.org/ver10/network/wsdl" xmlns:tds="http://www.onvif.org/ver10/device/wsdl">` +
    `<SOAP-ENV:Header><wsa:MessageID>uuid:${randomUUID()}</wsa:MessageID><wsa:RelatesTo>${relatesTo}</wsa:RelatesTo>` +
    `<wsa:To SOAP-ENV:mustUnderstand="true">http://schemas.xmlsoap.org/ws/2004/08/addressing/role/anonymous</wsa:To>` +
    `<wsa:Action SOAP-ENV:mustUnderstand="true">http://schemas.xmlsoap.org/ws/2005/04/discovery/ProbeMatches</wsa:Action>` +
    `<d:AppSequence SOAP-ENV:mustUnderstand="true" MessageNumber="68" InstanceId="1"></d:AppSequence></SOAP-ENV:Header>` +
    `<SOAP-ENV:Body><d:ProbeMatches><d:ProbeMatch><wsa:EndpointReference><wsa:Address>${endpoint}</wsa:Address></wsa:EndpointReference>` +
    `<d:Types>dn:NetworkVideoTransmitter tds:Device</d:Types><d:Scopes>${device.scopes.join(" ")}</d:Scopes>` +
    `<d:XAddrs>${device.xaddr}</d:XAddrs><d:MetadataVersion>10</d:MetadataVersion></d:ProbeMatch></d:ProbeMatches></SOAP-ENV:Body></SOAP-ENV:Envelope>`
  );
}

/**
 * Devices answering WS-Discovery Probes on the multicast group, as cameras on a LAN do: each
 * Probe gets one unicast ProbeMatches per device, back to the port it came from.
 */
export class WsDiscoveryResponder {
  /** Probes received (their MessageIDs). */
  readonly probes: string[] = [];
  private readonly endpoints: string[];

  private constructor(
    private readonly socket: Socket,
    private readonly devices: readonly DiscoverableDevice[],
  ) {
    this.endpoints = devices.map(() => `urn:uuid:${randomUUID()}`);
    socket.on("message", (msg, from) => this.answer(msg.toString("utf8"), from.address, from.port));
  }

  static async start(devices: readonly DiscoverableDevice[]): Promise<WsDiscoveryResponder> {
    const socket = createSocket({ type: "udp4", reuseAddr: true });
    await new Promise<void>((resolve, reject) => {
      socket.once("error", reject);
      socket.bind(PORT, () => resolve());
    });
    socket.addMembership(GROUP);
    return new WsDiscoveryResponder(socket, devices);
  }

  private answer(text: string, address: string, port: number): void {
    if (!text.includes("Probe") || text.includes("ProbeMatches")) return;
    const messageId = /<(?:\w+:)?MessageID[^>]*>([^<]+)</.exec(text)?.[1] ?? "";
    this.probes.push(messageId);
    this.devices.forEach((device, i) => {
      this.socket.send(Buffer.from(probeMatches(messageId, device, this.endpoints[i] ?? "")), port, address);
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.socket.close(() => resolve()));
  }
}
