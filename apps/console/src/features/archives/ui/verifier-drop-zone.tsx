import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { ArchiveEvidence } from "@vms/api-client";
import { useId, useState } from "react";
import { verifyFile, type FileCheck } from "../lib/verify-file";

/** Drop (or choose) a downloaded file: its SHA-256 is compared with the signed manifest, in the browser. */
export function VerifierDropZone({ evidence }: { evidence: ArchiveEvidence }) {
  const { t } = useLingui();
  const inputId = useId();
  const [check, setCheck] = useState<FileCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      setCheck(await verifyFile(file, evidence));
    } finally {
      setBusy(false);
    }
  };
  const ok = check?.matched && check.signature !== "invalid";
  return (
    <Box
      component="section"
      aria-labelledby={`${inputId}-h`}
      data-testid="archive-verifier"
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        void run(e.dataTransfer.files[0]);
      }}
      sx={{ border: 1, borderStyle: "dashed", borderColor: "divider", p: 2 }}
    >
      <Typography id={`${inputId}-h`} variant="h6" component="h2">{t`Check a downloaded file`}</Typography>
      <Typography variant="body2" color="text.secondary">{t`Drop the AVI here, or choose it. Nothing is uploaded: the file is hashed in your browser and compared with the signed manifest.`}</Typography>
      <Button component="label" htmlFor={inputId} variant="outlined" size="small" sx={{ mt: 1 }} disabled={busy}>
        {t`Choose a file`}
      </Button>
      <input id={inputId} type="file" hidden data-testid="verifier-input" onChange={(e) => void run(e.target.files?.[0])} />
      {check && (
        <Alert severity={ok ? "success" : "error"} sx={{ mt: 1 }} data-testid="verifier-result">
          {!check.matched
            ? t`This file is not the archived file: it was changed or comes from elsewhere.`
            : check.signature === "valid"
              ? t`This file is ${check.matched} as archived, unmodified; the manifest's signature is valid.`
              : check.signature === "unsupported"
                ? t`The file's hash matches the manifest (${check.matched}). This browser cannot check Ed25519 signatures; use the command in the documentation.`
                : t`The manifest's signature is not valid.`}
        </Alert>
      )}
    </Box>
  );
}
