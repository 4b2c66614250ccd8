import { useLingui } from "@lingui/react/macro";
import Avatar from "@mui/material/Avatar";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { MessageDescriptor } from "@lingui/core";
import { useId, useState, type ChangeEvent } from "react";
import { notifier } from "@/shared/notifier";
import { useUpdateAvatarMutation } from "../api/update-avatar";
import { AVATAR_ACCEPT, avatarProblemOf, checkAvatarFile } from "../model/avatar-file";
import { avatarProblemMessages, avatarUpdatedMessage } from "../model/profile-messages";

export interface AvatarUploadProps {
  avatar: string;
  name: string;
}

/** The avatar with a chooser: type and size are checked here (spec §5) before the upload. */
export function AvatarUpload({ avatar, name }: AvatarUploadProps) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const mutation = useUpdateAvatarMutation();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire change again.
    event.target.value = "";
    if (!file) return;
    const found = checkAvatarFile(file);
    setProblem(found ? avatarProblemMessages[found] : null);
    if (found) return;
    mutation.mutate(file, {
      onSuccess: () => notifier.notify({ message: avatarUpdatedMessage }, "success"),
      // The server looked at the bytes (a renamed text file is no PNG): the same words as the chooser.
      onError: (error) => {
        const refused = avatarProblemOf(error);
        if (refused) setProblem(avatarProblemMessages[refused]);
      },
    });
  };

  return (
    <Stack spacing={1} sx={{ alignItems: "center", minWidth: 160 }}>
      <Avatar src={avatar || undefined} alt={t`Avatar`} sx={{ width: 96, height: 96, fontSize: 40 }} data-testid="profile-avatar">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <input id={inputId} type="file" accept={AVATAR_ACCEPT} hidden onChange={onChange} data-testid="avatar-input" />
      <Button component="label" htmlFor={inputId} size="small" variant="outlined" loading={mutation.isPending}>
        {t`Change avatar`}
      </Button>
      <Typography variant="caption" color={problem ? "error" : "text.secondary"} role={problem ? "alert" : undefined} data-testid="avatar-hint">
        {problem ? i18n._(problem) : t`PNG, JPG, JPEG or BMP, under 2 MB`}
      </Typography>
    </Stack>
  );
}
