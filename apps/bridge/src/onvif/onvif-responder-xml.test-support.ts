/**
 * SOAP bodies the test responder answers with, shaped after the examples of the ONVIF Core, Media,
 * PTZ and Event specifications (and what Hikvision/Axis firmware sends): real namespaces and prefixes,
 * attributes where the schema has them, so the `onvif` client parses them as it parses a camera's.
 */

const NS = [
  'xmlns:SOAP-ENV="http://www.w3.org/2003/05/soap-envelope"',
  'xmlns:wsa5="http://www.w3.org/2005/08/addressing"',
  'xmlns:tt="http://www.onvif.org/ver10/schema"',
  'xmlns:tds="http://www.onvif.org/ver10/device/wsdl"',
  'xmlns:trt="http://www.onvif.org/ver10/media/wsdl"',
  'xmlns:tptz="http://www.onvif.org/ver20/ptz/wsdl"',
  'xmlns:tev="http://www.onvif.org/ver10/events/wsdl"',
  'xmlns:wsnt="http://docs.oasis-open.org/wsn/b-2"',
  'xmlns:tns1="http://www.onvif.org/ver10/topics"',
  'xmlns:ter="http://www.onvif.org/ver10/error"',
].join(" ");

export const envelope = (body: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?><SOAP-ENV:Envelope ${NS}><SOAP-ENV:Header></SOAP-ENV:Header><SOAP-ENV:Body>${body}</SOAP-ENV:Body></SOAP-ENV:Envelope>`;

/** Core spec 5.6.2.2: a WS-Security failure is a sender fault with subcode ter:NotAuthorized. */
export const notAuthorizedFault = (): string =>
  envelope(
    `<SOAP-ENV:Fault><SOAP-ENV:Code><SOAP-ENV:Value>SOAP-ENV:Sender</SOAP-ENV:Value><SOAP-ENV:Subcode><SOAP-ENV:Value>ter:NotAuthorized</SOAP-ENV:Value></SOAP-ENV:Subcode></SOAP-ENV:Code>` +
      `<SOAP-ENV:Reason><SOAP-ENV:Text xml:lang="en">Sender not Authorized</SOAP-ENV:Text></SOAP-ENV:Reason></SOAP-ENV:Fault>`,
  );

/** An action the responder does not implement, or an argument it refuses (Core spec 5.11.2). */
export const actionFault = (subcode: string, text: string): string =>
  envelope(
    `<SOAP-ENV:Fault><SOAP-ENV:Code><SOAP-ENV:Value>SOAP-ENV:Sender</SOAP-ENV:Value><SOAP-ENV:Subcode><SOAP-ENV:Value>ter:${subcode}</SOAP-ENV:Value></SOAP-ENV:Subcode></SOAP-ENV:Code>` +
      `<SOAP-ENV:Reason><SOAP-ENV:Text xml:lang="en">${text}</SOAP-ENV:Text></SOAP-ENV:Reason></SOAP-ENV:Fault>`,
  );

export function systemDateAndTime(now: Date): string {
  return envelope(
    `<tds:GetSystemDateAndTimeResponse><tds:SystemDateAndTime><tt:DateTimeType>NTP</tt:DateTimeType><tt:DaylightSavings>false</tt:DaylightSavings>` +
      `<tt:TimeZone><tt:TZ>UTC0</tt:TZ></tt:TimeZone><tt:UTCDateTime><tt:Time><tt:Hour>${now.getUTCHours()}</tt:Hour><tt:Minute>${now.getUTCMinutes()}</tt:Minute><tt:Second>${now.getUTCSeconds()}</tt:Second></tt:Time>` +
      `<tt:Date><tt:Year>${now.getUTCFullYear()}</tt:Year><tt:Month>${now.getUTCMonth() + 1}</tt:Month><tt:Day>${now.getUTCDate()}</tt:Day></tt:Date></tt:UTCDateTime></tds:SystemDateAndTime></tds:GetSystemDateAndTimeResponse>`,
  );
}

export function services(base: string, ptz: boolean): string {
  const service = (ns: string, path: string, major: number, minor: number) =>
    `<tds:Service><tds:Namespace>${ns}</tds:Namespace><tds:XAddr>${base}${path}</tds:XAddr><tds:Version><tt:Major>${major}</tt:Major><tt:Minor>${minor}</tt:Minor></tds:Version></tds:Service>`;
  return envelope(
    `<tds:GetServicesResponse>` +
      service("http://www.onvif.org/ver10/device/wsdl", "/onvif/device_service", 2, 60) +
      service("http://www.onvif.org/ver10/media/wsdl", "/onvif/Media", 2, 60) +
      service("http://www.onvif.org/ver10/events/wsdl", "/onvif/Events", 2, 60) +
      (ptz ? service("http://www.onvif.org/ver20/ptz/wsdl", "/onvif/PTZ", 2, 60) : "") +
      `</tds:GetServicesResponse>`,
  );
}

/** GetCapabilities (Core spec 8.1.2.2), what cameras from before GetServices answer. */
export function capabilities(base: string, ptz: boolean): string {
  return envelope(
    `<tds:GetCapabilitiesResponse><tds:Capabilities>` +
      `<tt:Device><tt:XAddr>${base}/onvif/device_service</tt:XAddr></tt:Device>` +
      `<tt:Events><tt:XAddr>${base}/onvif/Events</tt:XAddr><tt:WSSubscriptionPolicySupport>true</tt:WSSubscriptionPolicySupport><tt:WSPullPointSupport>true</tt:WSPullPointSupport><tt:WSPausableSubscriptionManagerInterfaceSupport>false</tt:WSPausableSubscriptionManagerInterfaceSupport></tt:Events>` +
      `<tt:Media><tt:XAddr>${base}/onvif/Media</tt:XAddr><tt:StreamingCapabilities><tt:RTPMulticast>true</tt:RTPMulticast><tt:RTP_TCP>true</tt:RTP_TCP><tt:RTP_RTSP_TCP>true</tt:RTP_RTSP_TCP></tt:StreamingCapabilities></tt:Media>` +
      (ptz ? `<tt:PTZ><tt:XAddr>${base}/onvif/PTZ</tt:XAddr></tt:PTZ>` : "") +
      `</tds:Capabilities></tds:GetCapabilitiesResponse>`,
  );
}

export function deviceInformation(maker: string, model: string): string {
  return envelope(
    `<tds:GetDeviceInformationResponse><tds:Manufacturer>${maker}</tds:Manufacturer><tds:Model>${model}</tds:Model>` +
      `<tds:FirmwareVersion>V5.7.3 build 220112</tds:FirmwareVersion><tds:SerialNumber>DS-2DE4425IW-DE20220101AAWRJ00000000</tds:SerialNumber><tds:HardwareId>88</tds:HardwareId></tds:GetDeviceInformationResponse>`,
  );
}

export function videoSources(): string {
  return envelope(
    `<trt:GetVideoSourcesResponse><trt:VideoSources token="VideoSource_1"><tt:Framerate>25</tt:Framerate><tt:Resolution><tt:Width>1920</tt:Width><tt:Height>1080</tt:Height></tt:Resolution></trt:VideoSources></trt:GetVideoSourcesResponse>`,
  );
}

/** A media profile as the responder offers it. */
export interface ResponderProfile {
  token: string;
  name: string;
  width: number;
  height: number;
  encoding: "H264" | "H265" | "JPEG";
}

const PTZ_CONFIGURATION =
  `<tt:PTZConfiguration token="PTZToken"><tt:Name>PTZ</tt:Name><tt:UseCount>2</tt:UseCount><tt:NodeToken>PTZNODETOKEN</tt:NodeToken>` +
  `<tt:DefaultContinuousPanTiltVelocitySpace>http://www.onvif.org/ver10/tptz/PanTiltSpaces/VelocityGenericSpace</tt:DefaultContinuousPanTiltVelocitySpace>` +
  `<tt:DefaultContinuousZoomVelocitySpace>http://www.onvif.org/ver10/tptz/ZoomSpaces/VelocityGenericSpace</tt:DefaultContinuousZoomVelocitySpace>` +
  `<tt:DefaultPTZTimeout>PT5S</tt:DefaultPTZTimeout></tt:PTZConfiguration>`;

export function profiles(list: readonly ResponderProfile[], ptz: boolean): string {
  const one = (p: ResponderProfile, i: number) =>
    `<trt:Profiles token="${p.token}" fixed="true"><tt:Name>${p.name}</tt:Name>` +
    `<tt:VideoSourceConfiguration token="VideoSourceToken"><tt:Name>VideoSourceConfig</tt:Name><tt:UseCount>${list.length}</tt:UseCount><tt:SourceToken>VideoSource_1</tt:SourceToken><tt:Bounds x="0" y="0" width="1920" height="1080"></tt:Bounds></tt:VideoSourceConfiguration>` +
    `<tt:VideoEncoderConfiguration token="VideoEncoderToken_${i + 1}"><tt:Name>VideoEncoder_${i + 1}</tt:Name><tt:UseCount>1</tt:UseCount><tt:Encoding>${p.encoding}</tt:Encoding>` +
    `<tt:Resolution><tt:Width>${p.width}</tt:Width><tt:Height>${p.height}</tt:Height></tt:Resolution><tt:Quality>3</tt:Quality>` +
    `<tt:RateControl><tt:FrameRateLimit>25</tt:FrameRateLimit><tt:EncodingInterval>1</tt:EncodingInterval><tt:BitrateLimit>4096</tt:BitrateLimit></tt:RateControl>` +
    `<tt:H264><tt:GovLength>50</tt:GovLength><tt:H264Profile>Main</tt:H264Profile></tt:H264><tt:SessionTimeout>PT5S</tt:SessionTimeout></tt:VideoEncoderConfiguration>` +
    (ptz ? PTZ_CONFIGURATION : "") +
    `</trt:Profiles>`;
  return envelope(`<trt:GetProfilesResponse>${list.map(one).join("")}</trt:GetProfilesResponse>`);
}

export function mediaUri(action: "GetStreamUri" | "GetSnapshotUri", uri: string): string {
  return envelope(
    `<trt:${action}Response><trt:MediaUri><tt:Uri>${uri}</tt:Uri><tt:InvalidAfterConnect>false</tt:InvalidAfterConnect><tt:InvalidAfterReboot>false</tt:InvalidAfterReboot><tt:Timeout>PT0S</tt:Timeout></trt:MediaUri></trt:${action}Response>`,
  );
}

/** A pan/tilt/zoom position in the generic spaces (pan, tilt −1…1, zoom 0…1). */
export interface ResponderPosition {
  x: number;
  y: number;
  zoom: number;
}

const position = (p: ResponderPosition) =>
  `<tt:PanTilt x="${p.x}" y="${p.y}" space="http://www.onvif.org/ver10/tptz/PanTiltSpaces/PositionGenericSpace"></tt:PanTilt>` +
  `<tt:Zoom x="${p.zoom}" space="http://www.onvif.org/ver10/tptz/ZoomSpaces/PositionGenericSpace"></tt:Zoom>`;

export function presets(list: ReadonlyMap<string, { name: string; position: ResponderPosition }>): string {
  const one = ([token, preset]: [string, { name: string; position: ResponderPosition }]) =>
    `<tptz:Preset token="${token}"><tt:Name>${preset.name}</tt:Name><tt:PTZPosition>${position(preset.position)}</tt:PTZPosition></tptz:Preset>`;
  return envelope(`<tptz:GetPresetsResponse>${[...list].map(one).join("")}</tptz:GetPresetsResponse>`);
}

export function ptzStatus(at: ResponderPosition, now: Date): string {
  return envelope(
    `<tptz:GetStatusResponse><tptz:PTZStatus><tt:Position>${position(at)}</tt:Position><tt:MoveStatus><tt:PanTilt>IDLE</tt:PanTilt><tt:Zoom>IDLE</tt:Zoom></tt:MoveStatus>` +
      `<tt:UtcTime>${now.toISOString()}</tt:UtcTime></tptz:PTZStatus></tptz:GetStatusResponse>`,
  );
}

export const setPreset = (token: string): string => envelope(`<tptz:SetPresetResponse><tptz:PresetToken>${token}</tptz:PresetToken></tptz:SetPresetResponse>`);

/** The empty answer of an action (`<tptz:StopResponse/>` and the like). */
export const empty = (prefix: string, action: string): string => envelope(`<${prefix}:${action}Response></${prefix}:${action}Response>`);

export function pullPoint(address: string, now: Date, terminationMs: number): string {
  return envelope(
    `<tev:CreatePullPointSubscriptionResponse><tev:SubscriptionReference><wsa5:Address>${address}</wsa5:Address></tev:SubscriptionReference>` +
      `<wsnt:CurrentTime>${now.toISOString()}</wsnt:CurrentTime><wsnt:TerminationTime>${new Date(now.getTime() + terminationMs).toISOString()}</wsnt:TerminationTime></tev:CreatePullPointSubscriptionResponse>`,
  );
}

export function renew(now: Date, terminationMs: number): string {
  return envelope(
    `<wsnt:RenewResponse><wsnt:TerminationTime>${new Date(now.getTime() + terminationMs).toISOString()}</wsnt:TerminationTime><wsnt:CurrentTime>${now.toISOString()}</wsnt:CurrentTime></wsnt:RenewResponse>`,
  );
}

/** One notification as the Event spec's examples send it: a topic, a source and data SimpleItems. */
export interface ResponderNotification {
  topic: string;
  utcTime: Date;
  source: Readonly<Record<string, string>>;
  data: Readonly<Record<string, string>>;
}

export function pullMessages(now: Date, terminationMs: number, notifications: readonly ResponderNotification[]): string {
  const items = (record: Readonly<Record<string, string>>) =>
    Object.entries(record).map(([name, value]) => `<tt:SimpleItem Name="${name}" Value="${value}"></tt:SimpleItem>`).join("");
  const one = (n: ResponderNotification) =>
    `<wsnt:NotificationMessage><wsnt:Topic Dialect="http://www.onvif.org/ver10/tev/topicExpression/ConcreteSet">${n.topic}</wsnt:Topic>` +
    `<wsnt:Message><tt:Message UtcTime="${n.utcTime.toISOString()}" PropertyOperation="Changed"><tt:Source>${items(n.source)}</tt:Source>` +
    `<tt:Data>${items(n.data)}</tt:Data></tt:Message></wsnt:Message></wsnt:NotificationMessage>`;
  return envelope(
    `<tev:PullMessagesResponse><tev:CurrentTime>${now.toISOString()}</tev:CurrentTime><tev:TerminationTime>${new Date(now.getTime() + terminationMs).toISOString()}</tev:TerminationTime>` +
      `${notifications.map(one).join("")}</tev:PullMessagesResponse>`,
  );
}
