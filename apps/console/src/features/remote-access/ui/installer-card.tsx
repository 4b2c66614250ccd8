import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState, type FormEvent } from "react";
import { useMyInstaller } from "../api/get-my-installer";
import { useInviteInstallerMutation } from "../api/invite-installer";
import { BoundInstaller } from "./bound-installer";

/** Spec §2 /service/installer: the organization's installer, and the bind link mailed to one (administrators). */
export function InstallerCard({ canManage }: { canManage: boolean }) {
  const { t } = useLingui();
  const mine = useMyInstaller();
  const invite = useInviteInstallerMutation();
  const [email, setEmail] = useState("");
  const installer = mine.data?.installer ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) invite.mutate(email.trim(), { onSuccess: () => setEmail("") });
  };
  return (
    <Card variant="outlined" data-testid="installer-card">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">{t`My installer`}</Typography>
          {installer ? (
            <BoundInstaller installer={installer} canManage={canManage} />
          ) : (
            <Typography color="text.secondary" data-testid="installer-none">{t`No installer is bound to your organization.`}</Typography>
          )}
          {canManage && (
            <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ alignItems: "flex-start" }}>
              <TextField
                size="small"
                type="email"
                label={t`Installer's e-mail`}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                slotProps={{ htmlInput: { "data-testid": "installer-invite-email", maxLength: 64 } }}
              />
              <Button type="submit" variant="contained" loading={invite.isPending} data-testid="installer-invite-send">
                {t`Send bind link`}
              </Button>
            </Stack>
          )}
          {invite.isSuccess && <Typography role="status" data-testid="installer-invite-sent">{t`The bind link was sent.`}</Typography>}
        </Stack>
      </CardContent>
    </Card>
  );
}
