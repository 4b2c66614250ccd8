import { useLingui } from "@lingui/react/macro";
import Button, { type ButtonProps } from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId, useState } from "react";
import { useCancelOrder } from "../api/cancel-order";

export interface CancelOrderButtonProps {
  orderNo: string;
  size?: ButtonProps["size"];
  variant?: ButtonProps["variant"];
}

/** Spec §4 order status: "Cancel order" for an unpaid order, after an in-app confirmation (issue 27). */
export function CancelOrderButton({ orderNo, size, variant = "text" }: CancelOrderButtonProps) {
  const { t } = useLingui();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  const close = () => setOpen(false);
  return (
    <>
      <Button color="error" size={size} variant={variant} onClick={() => setOpen(true)} aria-label={t`Cancel order ${orderNo}`} data-testid="cancel-order">
        {t`Cancel order`}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{t`Cancel order`}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t`Cancel order ${orderNo}? Its payment page closes and it can no longer be paid.`}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} autoFocus>
            {t`Keep order`}
          </Button>
          <Button color="error" variant="contained" disabled={cancel.isPending} onClick={() => cancel.mutate(orderNo, { onSettled: close })} data-testid="confirm-cancel-order">
            {t`Cancel order`}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
