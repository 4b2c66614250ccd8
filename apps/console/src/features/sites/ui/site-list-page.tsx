import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import type { SiteTreeNode } from "@vms/api-client";
import { useCallback } from "react";
import { Page } from "@/shared/ui";
import { useSiteListPage } from "../model/use-site-list-page";
import { DeleteSiteDialog } from "./delete-site-dialog";
import { SiteDetailsPanel } from "./site-details-panel";
import { SiteFormDialog } from "./site-form-dialog";
import type { SiteAction } from "./site-node-menu";
import { SitesEmptyState } from "./sites-empty-state";
import { SiteTreePanel } from "./site-tree-panel";
import { SiteUsersDialog } from "./site-users-dialog";

/** The site list (spec §2 /site/sitelist, §1 site tree with sub-sites; decision 0003). */
export function SiteListPage() {
  const { t } = useLingui();
  const page = useSiteListPage();
  const { setDialog } = page;
  const onAction = useCallback(
    (site: SiteTreeNode, action: SiteAction | "manageUsers") => {
      if (action === "addSubSite") setDialog({ kind: "form", target: { mode: "add", parent: site } });
      else if (action === "edit") setDialog({ kind: "form", target: { mode: "edit", site } });
      else if (action === "remove") setDialog({ kind: "delete", site });
      else setDialog({ kind: "users", site });
    },
    [setDialog],
  );
  const addTopLevel = page.canCreateTopLevel ? () => setDialog({ kind: "form", target: { mode: "add", parent: null } }) : undefined;
  const { dialog } = page;

  return (
    <Page title={t`Sites`}>
      {page.status === "pending" && (
        <Stack sx={{ alignItems: "center", py: 6 }}>
          <CircularProgress aria-label={t`Loading`} />
        </Stack>
      )}
      {page.status === "error" && (
        <Alert severity="warning" action={<Button onClick={() => void page.refetch()}>{t`Retry`}</Button>}>
          {t`The sites could not be loaded.`}
        </Alert>
      )}
      {page.status === "success" && page.tree.length === 0 && <SitesEmptyState onCreate={addTopLevel} />}
      {page.status === "success" && page.selected && (
        <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: { md: "flex-start" } }}>
          <SiteTreePanel
            view={page.view}
            selectedId={page.selected.siteId}
            onSelect={page.select}
            actionsFor={page.actionsFor}
            onAction={onAction}
            onAddTopLevel={addTopLevel}
          />
          <SiteDetailsPanel site={page.selected} actions={page.actionsFor(page.selected)} onAction={onAction} />
        </Stack>
      )}
      <SiteFormDialog target={dialog?.kind === "form" ? dialog.target : null} onClose={page.close} onSaved={page.onSaved} />
      <DeleteSiteDialog site={dialog?.kind === "delete" ? dialog.site : null} onClose={page.close} onDeleted={page.onDeleted} />
      <SiteUsersDialog site={dialog?.kind === "users" ? dialog.site : null} onClose={page.close} />
    </Page>
  );
}
