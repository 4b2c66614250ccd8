import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { apiClient } from "@/shared/api";
import { useArchiveAuthority, useUpdateAuthorityMutation } from "../api/archive-authority";
import { emptyDraft, hasOwnRights, mergeDraft, roleRights, toggleRight, userRights, type RightsDraft, type RightsEntry } from "../model/rights-draft";
import { RightsMatrix } from "./rights-matrix";
import { roleLabel } from "@/entities/permission";

/**
 * Administrators set the archive rights per role or per user, as they choose (spec §3/§5: no entry,
 * every right; a user's own entry wins over the role's).
 */
export function RightsDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [tab, setTab] = useState<"role" | "user">("role");
  const [keyword, setKeyword] = useState("");
  const [draft, setDraft] = useState<RightsDraft>(emptyDraft);
  const authority = useArchiveAuthority();
  const roles = useQuery({ queryKey: ["archives", "roles"], queryFn: () => apiClient.call("/role/list", {}) });
  const users = useQuery({
    queryKey: ["archives", "users", keyword.trim()],
    queryFn: () => apiClient.call("/user/query", { pageNum: 1, pageSize: 100, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) }),
    enabled: tab === "user",
    placeholderData: keepPreviousData,
  });
  const save = useUpdateAuthorityMutation();
  const saved = (authority.data?.entries ?? []) as RightsEntry[];
  const roleRows = (roles.data?.list ?? []).map((r) => ({ id: r.roleId, name: roleLabel(i18n, r.roleName), rights: roleRights(saved, draft, r.roleId) }));
  const userList = users.data?.list ?? [];
  const userRows = userList.map((u) => ({ id: u.userId, name: u.userName || u.email, hint: roleLabel(i18n, u.roleName), rights: userRights(saved, draft, u), own: hasOwnRights(saved, draft, u.userId) }));
  return (
    <Dialog open onClose={onClose} aria-labelledby="archive-rights-title" maxWidth="md" fullWidth>
      <DialogTitle id="archive-rights-title">{t`Archive rights`}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_, v: "role" | "user") => setTab(v)} aria-label={t`Set rights per`}>
          <Tab value="role" label={t`Per role`} />
          <Tab value="user" label={t`Per user`} />
        </Tabs>
        {tab === "role" ? (
          <RightsMatrix label={t`Archive rights per role`} firstColumn={t`Role`} rows={roleRows} onToggle={(id, right) => setDraft((d) => ({ ...d, roles: { ...d.roles, [id]: toggleRight(roleRights(saved, d, id), right) } }))} />
        ) : (
          <>
            <DialogContentText sx={{ mt: 1 }}>{t`A user's own rights win over their role's.`}</DialogContentText>
            <TextField size="small" margin="dense" label={t`Search users`} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
            <RightsMatrix
              label={t`Archive rights per user`}
              firstColumn={t`User`}
              rows={userRows}
              onToggle={(id, right) => setDraft((d) => ({ ...d, users: { ...d.users, [id]: toggleRight(userRights(saved, d, userList.find((u) => u.userId === id)!), right) } }))}
              onReset={(id) => setDraft((d) => ({ ...d, users: { ...d.users, [id]: null } }))}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <Button variant="contained" disabled={save.isPending || !authority.data} onClick={() => save.mutate({ entries: mergeDraft(saved, draft) }, { onSuccess: onClose })}>
          {t`Save`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
