import { styled } from "@mui/material/styles";
import TableBody from "@mui/material/TableBody";

/** Horizontal cell padding of the asset table (head and body): its ten columns fit 1440 px (1280 px in zh-CN). */
export const DEVICE_CELL_PADDING_X = 8;

/**
 * The table body of the asset page. Rows are plain `tr`/`td` styled here once, like MUI's small body
 * cells: a page of 100 devices mounts no styled component per cell, so filter changes paint fast.
 */
export const DeviceRowsBody = styled(TableBody)(({ theme }) => ({
  "& > tr.device-row": { height: 44 },
  "& > tr.device-row:hover": { backgroundColor: theme.palette.action.hover },
  "& > tr.device-row[aria-selected='true']": { backgroundColor: theme.alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity) },
  "& > tr.device-row > td": {
    ...theme.typography.body2,
    padding: `6px ${DEVICE_CELL_PADDING_X}px`,
    color: theme.palette.text.primary,
    borderBottom: `1px solid ${theme.palette.divider}`,
    maxWidth: 180,
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
  },
  "& > tr.device-row > td.unnamed": { color: theme.palette.text.disabled, fontStyle: "italic" },
  "& > tr.device-row > td.actions": { textAlign: "right", paddingTop: 0, paddingBottom: 0, maxWidth: "none" },
  "& .row-action": {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: 30,
    height: 30,
    padding: 0,
    border: 0,
    borderRadius: "50%",
    background: "transparent",
    color: theme.palette.action.active,
    cursor: "pointer",
    "&:hover": { backgroundColor: theme.palette.action.hover },
    "&:focus-visible": { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    "& svg": { width: 20, height: 20, fill: "currentColor" },
  },
}));
