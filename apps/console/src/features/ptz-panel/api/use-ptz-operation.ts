import { useMutation, useQueryClient } from "@tanstack/react-query";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { PtzFailure, ptzFailureMessage } from "../model/ptz-result";
import { ptzKeys, type PtzTarget } from "./ptz-transport";

/**
 * Runs one preset, cruise, track or cruise group operation: a success refreshes the channel's lists (and toasts when
 * `confirm`); a device failure shows the spec §8 toast. Call-level failures were toasted by the client.
 */
export function usePtzOperation(target: PtzTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ run }: { run: () => Promise<unknown>; confirm?: boolean }) => {
      await run();
    },
    onSuccess: (_, { confirm }) => {
      if (confirm) notifier.notify({ message: operationSuccessMessage }, "success");
    },
    onError: (error) => {
      if (error instanceof PtzFailure) notifier.notify({ message: ptzFailureMessage(error.kind, error.code) });
    },
    // One motion at a time (running a track stops a cruise …), so every list may have changed.
    onSettled: async () => {
      const lists = [ptzKeys.presets, ptzKeys.cruises, ptzKeys.tracks, ptzKeys.cruiseGroups];
      await Promise.all(lists.map((key) => queryClient.invalidateQueries({ queryKey: key(target) })));
    },
  });
}
