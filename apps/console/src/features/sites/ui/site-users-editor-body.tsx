import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import List from "@mui/material/List";
import TextField from "@mui/material/TextField";
import type { SiteTreeNode } from "@vms/api-client";
import type { UserChoice } from "../api/get-user-choices";
import type { SiteUserEntry } from "../model/site-user-grants";
import { useSiteUsersEditor } from "../model/use-site-users-editor";
import { SiteGrantRow } from "./site-grant-row";

export interface SiteUsersEditorBodyProps {
  site: SiteTreeNode;
  siteUsers: readonly SiteUserEntry[];
  parentUsers: readonly SiteUserEntry[] | undefined;
  choices: readonly UserChoice[];
  onClose: () => void;
}

/** The dialog's content once loaded: add a user, set roles, save; 33820 shown above the list. */
export function SiteUsersEditorBody({ site, siteUsers, parentUsers, choices, onClose }: SiteUsersEditorBodyProps) {
  const { t, i18n } = useLingui();
  const editor = useSiteUsersEditor({ siteId: site.siteId, hasParent: site.parentId !== null, siteUsers, parentUsers, choices, onSaved: onClose });
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {site.parentId
            ? t`A role given here also applies to the sub-sites. It may not be lower than the role the user has on the parent site.`
            : t`A role given here also applies to the sub-sites.`}
        </DialogContentText>
        {editor.error && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="site-users-error">
            {i18n._(editor.error)}
          </Alert>
        )}
        <Autocomplete
          options={editor.candidates as UserChoice[]}
          value={null}
          blurOnSelect
          onChange={(_e, user) => user && editor.add(user.userId)}
          getOptionLabel={(user) => (user.userName ? `${user.userName} (${user.email})` : user.email)}
          isOptionEqualToValue={(a, b) => a.userId === b.userId}
          noOptionsText={t`No more users`}
          renderInput={(params) => <TextField {...params} label={t`Add a user`} size="small" />}
          data-testid="add-site-user"
        />
        <List dense data-testid="site-grant-list">
          {editor.rows.map((row) => (
            <SiteGrantRow key={row.userId} row={row} onRole={editor.setRole} onRemove={editor.remove} />
          ))}
        </List>
        {editor.rows.length === 0 && <DialogContentText>{t`Nobody has a role on this site yet.`}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <Button variant="contained" loading={editor.saving} onClick={() => void editor.save()} data-testid="save-site-users">
          {t`Save`}
        </Button>
      </DialogActions>
    </>
  );
}
