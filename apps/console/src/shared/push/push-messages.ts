import { parsePushMessage, type PushContentOf, type PushInfoType, type PushMessage } from "@vms/api-client";

type PushListener = (message: PushMessage) => void;

const listeners = new Set<PushListener>();

/**
 * Receives every push message (spec §3: alarms, device status, unread counters) while signed in.
 * Returns a function that unsubscribes.
 */
export function subscribePush(listener: PushListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Receives the content of each `infoType` message, parsed with its @vms/api-client schema;
 * malformed content never reaches `listener`. Returns a function that unsubscribes.
 */
export function subscribePushOf<T extends PushInfoType>(infoType: T, listener: (content: PushContentOf<T>) => void): () => void {
  return subscribePush((message) => {
    if (message.infoType !== infoType) return;
    const push = parsePushMessage(message);
    if (push?.infoType === infoType) listener(push.content as PushContentOf<T>);
  });
}

/** Hands a message to every subscriber; one failing subscriber does not starve the others. */
export function publishPush(message: PushMessage): void {
  for (const listener of listeners) {
    try {
      listener(message);
    } catch (error) {
      console.error("push subscriber failed", error);
    }
  }
}
