// The /ws-vms push socket (spec §4) and the subscribe API later features (alarms, device status) use.
export { createPushClient, type PushClient, type PushClientOptions, type PushSocketLike, type PushState } from "./push-client";
export { pushConnection, pushSocketUrl, type PushConnectionOptions } from "./push-connection";
export { publishPush, subscribePush, subscribePushOf } from "./push-messages";
