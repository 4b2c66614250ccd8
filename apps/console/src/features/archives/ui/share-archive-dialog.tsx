import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { SHARE_VALIDITY_MAX_SEC, SHARE_VALIDITY_MIN_SEC, type Archive } from "@vms/api-client";
import { useState } from "react";
import { useShareArchiveMutation } from "../api/archive-shares";
import { SHARE_VALIDITY_CHOICES } from "../model/archive-labels";
import { ShareLinkList } from "./share-link-list";

/** Share dialog (spec §9 validity 1 h, 1 d, 1 w or custom; optional access code) and the links. */
export function ShareArchiveDialog({ archive, onClose }: { archive: Archive; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [validity, setValidity] = useState<number | "custom">(3_600);
  const [customHours, setCustomHours] = useState("2");
  const [accessCode, setAccessCode] = useState("");
  const [allowDownload, setAllowDownload] = useState(true);
  const share = useShareArchiveMutation(archive.archiveId);
  const seconds = validity === "custom" ? Math.round(Number(customHours) * 3600) : validity;
  // Spec §9: a custom validity runs from 60 s to 30 days; the server refuses others (31111), so the
  // field says the range and Create waits for a value inside it (issue 28).
  const validityBad = !(seconds >= SHARE_VALIDITY_MIN_SEC && seconds <= SHARE_VALIDITY_MAX_SEC);
  const maxHours = SHARE_VALIDITY_MAX_SEC / 3600;
  const link = share.data ? `${window.location.origin}${share.data.path}` : "";
  const codeBad = accessCode !== "" && !/^[A-Za-z0-9]{4,16}$/.test(accessCode);
  return (
    <Dialog open onClose={onClose} aria-labelledby="share-archive-title" fullWidth maxWidth="sm">
      <DialogTitle id="share-archive-title">{t`Share "${archive.title}"`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select size="small" label={t`Valid for`} value={validity} onChange={(e) => setValidity(e.target.value === "custom" ? "custom" : Number(e.target.value))}>
            {SHARE_VALIDITY_CHOICES.map((c) => (
              <MenuItem key={c.value} value={c.value}>
                {i18n._(c.label)}
              </MenuItem>
            ))}
            <MenuItem value="custom">{t`Custom`}</MenuItem>
          </TextField>
          {validity === "custom" && (
            <TextField
              size="small"
              type="number"
              label={t`Hours`}
              value={customHours}
              onChange={(e) => setCustomHours(e.target.value)}
              error={validityBad}
              helperText={t`From 1 minute (0.02 hours) to 30 days (${maxHours} hours).`}
              slotProps={{ htmlInput: { min: 0.02, max: maxHours, step: "any" } }}
            />
          )}
          <TextField size="small" label={t`Access code (optional)`} value={accessCode} onChange={(e) => setAccessCode(e.target.value)} error={codeBad} helperText={t`4-16 letters or digits`} />
          <FormControlLabel control={<Checkbox checked={allowDownload} onChange={(e) => setAllowDownload(e.target.checked)} />} label={t`Allow download`} />
          <Button variant="contained" disabled={codeBad || validityBad || share.isPending} onClick={() => share.mutate({ validitySec: seconds, allowDownload, ...(accessCode ? { accessCode } : {}) })}>
            {t`Create link`}
          </Button>
          {link && <TextField size="small" label={t`Share link`} value={link} slotProps={{ input: { readOnly: true } }} onFocus={(e) => e.target.select()} />}
          <ShareLinkList archiveId={archive.archiveId} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Close`}</Button>
      </DialogActions>
    </Dialog>
  );
}
