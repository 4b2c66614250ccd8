import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useCallback, useId, useRef, useState, type ReactNode } from "react";
import { ConfirmContext, type ConfirmRequest } from "./confirm-context";

/** Mounts the confirmation dialog once for the app; `useConfirm()` opens it and awaits the answer. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const titleId = useId();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((yes: boolean) => void) | null>(null);
  // The closing dialog keeps its words while it fades out.
  const [shown, setShown] = useState<ConfirmRequest | null>(null);
  if (request && request !== shown) setShown(request);
  const confirm = useCallback(
    (next: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        // A second request while one is open answers the first "no": one question at a time.
        resolver.current?.(false);
        resolver.current = resolve;
        setRequest(next);
      }),
    [],
  );
  const answer = (yes: boolean) => {
    resolver.current?.(yes);
    resolver.current = null;
    setRequest(null);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog open={request !== null} onClose={() => answer(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{shown?.title}</DialogTitle>
        {shown?.text ? (
          <DialogContent>
            <DialogContentText component="div">{shown.text}</DialogContentText>
          </DialogContent>
        ) : null}
        <DialogActions>
          <Button onClick={() => answer(false)}>{t`Cancel`}</Button>
          <Button variant="contained" color={shown?.tone === "primary" ? "primary" : "error"} onClick={() => answer(true)} data-testid="confirm-action" autoFocus>
            {shown?.confirmLabel ?? t`Confirm`}
          </Button>
        </DialogActions>
      </Dialog>
    </ConfirmContext.Provider>
  );
}
