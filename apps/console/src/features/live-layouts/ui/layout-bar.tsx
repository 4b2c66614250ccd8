import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useConfirm } from "@/shared/ui";
import { videoRuntime } from "@/shared/video";
import { useDeleteLayoutMutation } from "../api/delete-layout";
import { usePutLayoutMutation } from "../api/put-layout";
import { captureLayout, type Layout } from "../model/layout-value";
import { useDefaultLayout } from "../model/use-default-layout";
import { openLayout, useLayoutActions } from "../model/use-layout-actions";
import { useLayoutKeyboard } from "../model/use-layout-keyboard";
import { useTour } from "../model/use-tour";
import { wallMemory } from "../model/wall-memory";
import { LayoutNameDialog } from "./layout-name-dialog";
import { TourControls } from "./tour-controls";

const setCurrentId = (id: string) => wallMemory.update({ layoutId: id || null });

/**
 * Layouts (spec §2, §3): choose one to open, save the windows as a layout, rename, delete; and the
 * wall's tour (issue 31), whose timer and keys live here as the bar stays mounted in wall mode.
 */
export function LayoutBar() {
  const { t } = useLingui();
  const { layouts: loaded, current, memory, next, toggleTour } = useLayoutActions();
  const layouts = loaded ?? [];
  useTour(loaded, memory, openLayout);
  useLayoutKeyboard(next, toggleTour);
  const [dialog, setDialog] = useState<"save" | "rename" | null>(null);
  const put = usePutLayoutMutation();
  const remove = useDeleteLayoutMutation();
  const confirm = useConfirm();
  useDefaultLayout(loaded, openLayout);
  const choose = (id: string) => {
    const layout = layouts.find((l) => l.id === id);
    if (layout) openLayout(layout);
  };
  const saveNew = async ({ name, isDefault }: { name: string; isDefault: boolean }) => {
    const value = captureLayout(videoRuntime().runtime.getState(), isDefault);
    const saved = await put.mutateAsync({ configName: name, configValue: JSON.stringify(value) });
    setCurrentId(saved.id);
  };
  const rename = async ({ name, isDefault }: { name: string; isDefault: boolean }) => {
    if (!current) return;
    await put.mutateAsync({ id: current.id, configName: name, configValue: JSON.stringify({ ...current.value, isDefault }) });
  };
  // Issue 28: the chosen layout takes the windows as they are now (its name and default stay).
  const update = (layout: Layout) => {
    const value = captureLayout(videoRuntime().runtime.getState(), layout.value.isDefault);
    put.mutate({ id: layout.id, configName: layout.name, configValue: JSON.stringify(value) });
  };
  const removeCurrent = async (layout: Layout) => {
    if (!(await confirm({ title: t`Delete layout ${layout.name}?`, text: t`The windows stay open; only the saved layout is deleted.`, confirmLabel: t`Delete` }))) return;
    await remove.mutateAsync(layout.id).then(() => setCurrentId("")).catch(() => undefined);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }} data-testid="layout-bar">
      <TextField select size="small" label={t`Layout`} value={current ? current.id : ""} onChange={(e) => choose(e.target.value)} sx={{ minWidth: 180 }}
        slotProps={{ select: { SelectDisplayProps: { "data-testid": "layout-select" } as object } }}>
        {layouts.length === 0 && <MenuItem value="" disabled>{t`No saved layouts`}</MenuItem>}
        {layouts.map((l) => (
          <MenuItem key={l.id} value={l.id} data-testid="layout-option">
            {l.value.isDefault ? t`${l.name} (default)` : l.name}
          </MenuItem>
        ))}
      </TextField>
      <Button size="small" variant="outlined" onClick={() => setDialog("save")} data-testid="layout-save">{t`Save layout`}</Button>
      <Button size="small" disabled={!current || put.isPending} onClick={() => current && update(current)} data-testid="layout-update"
        aria-label={current ? t`Update layout ${current.name} with the open windows` : undefined}>{t`Update`}</Button>
      <Button size="small" disabled={!current} onClick={() => setDialog("rename")} data-testid="layout-rename">{t`Rename`}</Button>
      <Button size="small" color="error" disabled={!current || remove.isPending} data-testid="layout-delete"
        onClick={() => current && void removeCurrent(current)}>
        {t`Delete`}
      </Button>
      <TourControls />
      {dialog === "save" && <LayoutNameDialog title={t`Save layout`} initial={{ name: "", isDefault: layouts.length === 0 }} onClose={() => setDialog(null)} onSave={saveNew} />}
      {dialog === "rename" && current && (
        <LayoutNameDialog title={t`Rename layout`} initial={{ name: current.name, isDefault: current.value.isDefault }} onClose={() => setDialog(null)} onSave={rename} />
      )}
    </Stack>
  );
}
