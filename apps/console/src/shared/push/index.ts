// The /ws-vms push socket (spec §4) and the subscribe API later features (alarms, device status) use.
export { type PushSocketLike } from "./push-client";
export { pushConnection, type PushConnectionOptions } from "./push-connection";
export { publishPush, subscribePush, subscribePushOf } from "./push-messages";
