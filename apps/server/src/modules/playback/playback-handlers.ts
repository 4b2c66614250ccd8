import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import type { PlaybackService } from "./playback-service.js";

/** Playback calls (spec §7 playback / cloudPlayback). */
export function registerPlaybackHandlers(table: HandlerTable, playback: PlaybackService): void {
  registerHandlers(table, {
    "/device/playback-token/get": ({ caller, data }) => playback.ticket(caller, data),
    "/device/playback-thumbnail/get": ({ caller, data }) => playback.thumbnail(caller, data),
  });
}
