import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import Stack from "@mui/material/Stack";
import Toolbar from "@mui/material/Toolbar";
import type { UserPermissions } from "@vms/permissions";
import { BrandLogo } from "@vms/ui-kit";
import { useLocation } from "@tanstack/react-router";
import { useEffect, useRef, type ReactNode } from "react";
import { focusIsLost, pageHadFocus } from "@/shared/lib/focus-history";
import { PreferenceSwitches } from "@/shared/ui";
import { ShellMenu, type ShellMenuProps } from "./shell-menu";
import { ShellUser, type ShellUserInfo } from "./shell-user";
import { SkipLink } from "./skip-link";

const DRAWER_WIDTH = 232;
const MAIN_ID = "main-content";

export interface AppShellProps {
  /** Organization name from branding, shown (or used as the logo's text) at the top of the menu. */
  brandTitle?: string | undefined;
  brandLogo?: string | undefined;
  /** The menu shows only what these permit (spec §2, §6). */
  permissions: UserPermissions;
  /** The signed-in user for the top bar. */
  user?: ShellUserInfo | undefined;
  /** Shows the sign-out entry at the bottom of the menu. */
  onSignOut?: (() => void) | undefined;
  /** Badges after menu entries, by page (the routes compose them, e.g. the alerts' unread count). */
  menuBadges?: ShellMenuProps["badges"];
  /** Buttons at the start of the top bar (the routes compose them, e.g. the download task manager). */
  topBarActions?: ReactNode;
  children: ReactNode;
}

/** The logged-in frame: left menu, a top bar with preferences and the user, and the page. */
export function AppShell({ brandTitle, brandLogo, permissions, user, onSignOut, menuBadges, topBarActions, children }: AppShellProps) {
  const { t } = useLingui();
  const mainRef = useRef<HTMLElement>(null);
  const pathname = useLocation({ select: (l) => l.pathname });
  // After signing in (or any navigation that removed the focused element) focus would rest on
  // the body; move it to the new page. A freshly loaded page keeps the skip link first instead.
  useEffect(() => {
    if (pageHadFocus() && focusIsLost()) mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <Box sx={{ display: "flex", minHeight: "100vh" }} data-testid="app-shell">
      <SkipLink targetId={MAIN_ID} />
      <Drawer
        variant="permanent"
        sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH, boxSizing: "border-box" } } }}
      >
        <Toolbar sx={{ px: 2 }}>
          <BrandLogo src={brandLogo} alt={brandTitle || t`Video Management Console`} height={36} />
        </Toolbar>
        <Divider />
        <ShellMenu permissions={permissions} onSignOut={onSignOut} badges={menuBadges} />
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
        <Toolbar sx={{ justifyContent: "flex-end", borderBottom: 1, borderColor: "divider" }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
            {topBarActions}
            <PreferenceSwitches />
            {user && <ShellUser user={user} />}
          </Stack>
        </Toolbar>
        <Box component="main" id={MAIN_ID} ref={mainRef} tabIndex={-1} sx={{ p: 3, flexGrow: 1, minWidth: 0, "&:focus": { outline: "none" } }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
