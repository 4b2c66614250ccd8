import type { Device } from "@vms/api-client";
import { useEffect, useMemo, useRef, useState } from "react";
import type { DeviceRowActions } from "../ui/device-row";

/**
 * The rename and unbind dialogs' targets and the rows' action object. The object never changes, so
 * memoised rows do not render again when a dialog opens or the parent re-renders.
 */
export function useDeviceActions(onOpen: (sn: string) => void) {
  const [renaming, setRenaming] = useState<Device | null>(null);
  const [unbinding, setUnbinding] = useState<Device | null>(null);
  const open = useRef(onOpen);
  useEffect(() => {
    open.current = onOpen;
  });
  const actions = useMemo<DeviceRowActions>(
    () => ({
      open: (device) => open.current(device.sn),
      rename: setRenaming,
      unbind: setUnbinding,
    }),
    [],
  );
  return { actions, renaming, unbinding, closeRename: () => setRenaming(null), closeUnbind: () => setUnbinding(null) };
}
