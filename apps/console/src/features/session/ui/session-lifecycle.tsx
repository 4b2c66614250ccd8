import { useEffect } from "react";
import type { SessionController } from "../model/session-controller";

export interface SessionLifecycleProps {
  controller: SessionController;
}

/** Mounted by the signed-in shell: runs token renewal, idle logout and the push socket while shown. */
export function SessionLifecycle({ controller }: SessionLifecycleProps) {
  useEffect(() => controller.startSignedIn(), [controller]);
  return null;
}
