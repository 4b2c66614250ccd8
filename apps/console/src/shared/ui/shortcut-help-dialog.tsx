import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useId } from "react";
import type { Shortcut } from "@/shared/lib/shortcuts";

/** How a key reads in the list: the space bar a word, letters upper case (f and F list once). */
function keyText(key: string, space: string): string {
  if (key === " ") return space;
  return key.length === 1 ? key.toUpperCase() : key;
}

/**
 * The page's keyboard shortcuts in a table. Opened inside the element that is full screen, if any:
 * the browser shows nothing outside it (a dialog at the end of <body> would stay unseen).
 */
export function ShortcutHelpDialog({ open, onClose, shortcuts }: { open: boolean; onClose: () => void; shortcuts: readonly Shortcut[] }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} container={() => document.fullscreenElement ?? document.body} data-testid="shortcut-help">
      <DialogTitle id={titleId}>{t`Keyboard shortcuts`}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t`Key`}</TableCell>
              <TableCell>{t`Action`}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shortcuts.map((s) => (
              <TableRow key={s.action} data-testid="shortcut-row" data-action={s.action}>
                <TableCell>
                  {(s.display ? [s.display] : [...new Set(s.keys.map((k) => keyText(k, t`Space`)))]).map((k, i) => (
                    <Box key={k} component="span">
                      {i > 0 && " / "}
                      <Box component="kbd" sx={{ px: 0.75, py: 0.25, border: 1, borderColor: "divider", borderRadius: 0.5, fontFamily: "monospace" }}>{k}</Box>
                    </Box>
                  ))}
                </TableCell>
                <TableCell>{i18n._(s.label)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>{t`Close`}</Button>
      </DialogActions>
    </Dialog>
  );
}
