import { allCodes, hasAnyCode } from "@vms/permissions";
import type { ReactNode } from "react";
import { usePermissions } from "../model/permissions-query";

export interface PermissionProps {
  /** Resource codes of which the user needs any one (spec §6). */
  codes: readonly string[];
  children: ReactNode;
  /** Shown instead when the user lacks every code; nothing by default. */
  fallback?: ReactNode;
}

/** Spec §6 "permission directive": hides its children when the user lacks every one of `codes`. */
export function Permission({ codes, children, fallback = null }: PermissionProps) {
  const perms = usePermissions();
  return <>{hasAnyCode(allCodes(perms), codes) ? children : fallback}</>;
}
