import { useState } from "react";
import { useCloseChannelMutation } from "../api/close-channel";
import { useOpenChannelMutation, type ChannelRef } from "../api/open-channel";

/**
 * Enables or disables channels of a device (spec §7 /channel/open, /channel/close). While a switch
 * waits it shows the value asked for; a failure (7062 offline …) is kept for the tab to show and
 * the switch returns to the channel's real state.
 */
export function useChannelSwitch(sn: string) {
  const open = useOpenChannelMutation();
  const close = useCloseChannelMutation();
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [error, setError] = useState<unknown>(null);

  const toggle = (chlIndex: number, enabled: boolean) => {
    const ref: ChannelRef = { sn, chlIndex };
    setError(null);
    setPending((p) => new Map(p).set(chlIndex, enabled));
    const done = () =>
      setPending((p) => {
        const next = new Map(p);
        next.delete(chlIndex);
        return next;
      });
    (enabled ? open : close).mutate(ref, { onError: setError, onSettled: done });
  };

  return { toggle, pending, error };
}
