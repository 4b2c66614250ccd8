import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { MyInstaller } from "@vms/api-client";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { useConfirm } from "@/shared/ui";
import { useUnbindInstallerMutation } from "../api/unbind-installer";

type Installer = NonNullable<MyInstaller["installer"]>;

/** The bound installer, and for administrators the way to end the binding (issue 28). */
export function BoundInstaller({ installer, canManage }: { installer: Installer; canManage: boolean }) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const unbind = useUnbindInstallerMutation();
  const ask = async () => {
    const yes = await confirm({
      title: t`Unbind installer ${installer.userName}?`,
      text: t`${installer.userName} (${installer.orgName}) can no longer request access to your organization; any access you granted ends now and their remote sessions are signed out.`,
      confirmLabel: t`Unbind`,
    });
    if (yes) unbind.mutate();
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: "center", justifyContent: "space-between" }}>
      <Stack spacing={0.5} data-testid="installer-info">
        <Typography>
          {installer.userName} ({installer.email})
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t`Company: ${installer.orgName}`} · {t`Bound on ${formatDateTime(installer.bindTime)}`}
        </Typography>
      </Stack>
      {canManage && (
        <Button color="error" variant="outlined" onClick={() => void ask()} loading={unbind.isPending}>
          {t`Unbind`}
        </Button>
      )}
    </Stack>
  );
}
