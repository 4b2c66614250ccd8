import type { COMMANDS } from "./commands/index.js";
import type { EVENTS } from "./events.js";
import type { ShapeValue } from "./schema.js";

/** The command table's type. */
export type Commands = typeof COMMANDS;
/** A command name (`cmd` attribute), e.g. "preview" or "3dSwitch". */
export type CommandName = keyof Commands;
/** The parameters of command `C`. */
export type ParamsOf<C extends CommandName> = ShapeValue<Commands[C]["params"]>;
/** The data of a successful response to `C`. */
export type ResultOf<C extends CommandName> = ShapeValue<Commands[C]["response"]>;
/** Any command with its parameters: a discriminated union on `cmd`. */
export type Command = { [C in CommandName]: { cmd: C; params: ParamsOf<C> } }[CommandName];

/** An unsolicited event type (`type` attribute). */
export type EventType = keyof typeof EVENTS;
/** The data of event `E`. */
export type EventDataOf<E extends EventType> = ShapeValue<(typeof EVENTS)[E]>;

/** A parsed `<request>`: what the plugin (or the in-page runtime) receives. */
export type PluginRequest = { [C in CommandName]: { kind: "request"; cmd: C; seq: number; params: ParamsOf<C> } }[CommandName];

/** A parsed `<response>`: `ok` with typed data when code is 0, else the code and no data. */
export type PluginResponse = {
  [C in CommandName]:
    | { kind: "response"; cmd: C; seq: number; ok: true; code: 0; data: ResultOf<C> }
    | { kind: "response"; cmd: C; seq: number; ok: false; code: number; data: null };
}[CommandName];

/** A parsed `<event>`. */
export type PluginEvent = { [E in EventType]: { kind: "event"; type: E; data: EventDataOf<E> } }[EventType];

/** Anything that travels on the plugin socket. */
export type PluginMessage = PluginRequest | PluginResponse | PluginEvent;
