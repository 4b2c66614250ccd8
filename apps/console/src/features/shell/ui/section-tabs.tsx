import { useLingui } from "@lingui/react/macro";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { Link, useLocation } from "@tanstack/react-router";
import type { UserPermissions } from "@vms/permissions";
import { isMenuItemActive, permittedTabs } from "../model/menu-items";
import { shellPageTitles, type ShellPageId } from "../model/shell-pages";

export interface SectionTabsProps {
  /** The section whose pages are tabs (spec §2), e.g. "/alarmrules". */
  section: "/alarmrules";
  /** The page whose title names the tab list. */
  named: ShellPageId;
  permissions: UserPermissions;
}

/**
 * The pages of a section as tabs above the page (spec §2: alarm rules' person rules, vehicle and
 * non-motor rules, plate libraries): each tab is a link, so it opens, bookmarks and goes back like
 * any page. Only the pages the user may open; nothing when there is one.
 */
export function SectionTabs({ section, named, permissions }: SectionTabsProps) {
  const { i18n } = useLingui();
  const pathname = useLocation({ select: (l) => l.pathname });
  const tabs = permittedTabs(permissions, section);
  if (tabs.length === 0) return null;
  const current = tabs.find((tab) => isMenuItemActive(tab, pathname));
  return (
    <Tabs value={current?.to ?? false} aria-label={i18n._(shellPageTitles[named])} sx={{ borderBottom: 1, borderColor: "divider" }} data-testid="section-tabs">
      {tabs.map((tab) => (
        <Tab key={tab.to} value={tab.to} component={Link} to={tab.to} label={i18n._(shellPageTitles[tab.page])} data-testid={`tab-${tab.page}`} />
      ))}
    </Tabs>
  );
}
