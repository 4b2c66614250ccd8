import { Trans, useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { MessageDescriptor } from "@lingui/core";
import { LOGO_RECOMMENDED } from "@vms/api-client";
import { useEffect, useState } from "react";
import { useUploadLogoMutation } from "../api/upload-logo";
import { logoFileProblem } from "../model/logo-file";

/**
 * The logo (spec §5: JPG/PNG/JPEG under 500 KB, 700×200 recommended). The preview shows the
 * picture cropped to the 700:200 frame the pages give it, before anything is uploaded.
 */
export function LogoUpload({ current, canManage }: { current: string; canManage: boolean }) {
  const { t, i18n } = useLingui();
  const upload = useUploadLogoMutation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const found = logoFileProblem(chosen);
    setProblem(found);
    setFile(found ? null : chosen);
    setSize(null);
    setPreview(found ? null : URL.createObjectURL(chosen));
  };
  const shown = preview ?? (current || null);
  const { width, height } = LOGO_RECOMMENDED;
  return (
    <Stack spacing={1} data-testid="org-logo">
      <Typography variant="subtitle1" component="h2">{t`Logo`}</Typography>
      <Box sx={{ width: "100%", maxWidth: width, aspectRatio: `${width} / ${height}`, border: 1, borderColor: "divider", borderRadius: 1, overflow: "hidden", bgcolor: "action.hover" }}>
        {shown && (
          <img
            src={shown}
            alt={t`Logo preview, cropped to ${width}×${height}`}
            onLoad={(e) => setSize({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
            style={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
            data-testid="org-logo-preview"
          />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        <Trans>JPG, JPEG or PNG under 500 KB; {width}×{height} pixels recommended.</Trans>
      </Typography>
      {preview && size && (size.width !== width || size.height !== height) && (
        <Alert severity="info">{t`This picture is ${size.width}×${size.height}; the parts outside the frame above are cut off.`}</Alert>
      )}
      {problem && <Alert severity="error">{i18n._(problem)}</Alert>}
      {canManage && (
        <Stack direction="row" spacing={1}>
          <Button component="label" variant="outlined">
            {t`Choose a picture`}
            <input hidden type="file" accept=".jpg,.jpeg,.png,image/jpeg,image/png" onChange={(e) => choose(e.target.files?.[0])} data-testid="org-logo-file" />
          </Button>
          <Button variant="contained" disabled={!file || upload.isPending} onClick={() => file && upload.mutate(file, { onSuccess: () => { setFile(null); setPreview(null); } })} data-testid="org-logo-upload">
            {t`Upload logo`}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
