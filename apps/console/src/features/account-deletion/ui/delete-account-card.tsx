import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** Account deletion on the account page (issue #14; spec §7 /user/unregister*). */
export function DeleteAccountCard({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="delete-account-heading">
      <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
        <Typography variant="h6" component="h2" id="delete-account-heading">
          {t`Delete account`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t`An administrator's account can be deleted once no other users and no devices remain; deleting it closes the organization.`}
        </Typography>
        <Button color="error" variant="outlined" onClick={() => setOpen(true)} data-testid="delete-account-open">
          {t`Delete account…`}
        </Button>
      </Stack>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} onDeleted={onDeleted} />
    </Paper>
  );
}
