import { useLingui } from "@lingui/react";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import RadioButtonUncheckedIcon from "@mui/icons-material/RadioButtonUnchecked";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { passwordProblemMessages } from "@/shared/lib/form-messages";
import { passwordRuleStatus } from "@/shared/lib/password-rules";

export interface PasswordRuleHintsProps {
  password: string;
  /** DOM id, so the password field can point at the hints with aria-describedby. */
  id?: string;
}

/** Live spec §5 password hints: each rule with a tick once the typed password meets it. */
export function PasswordRuleHints({ password, id }: PasswordRuleHintsProps) {
  const { i18n } = useLingui();
  return (
    <Stack component="ul" id={id} spacing={0.25} sx={{ m: 0, p: 0, listStyle: "none" }} data-testid="password-hints">
      {passwordRuleStatus(password).map(({ rule, met }) => (
        <Stack component="li" key={rule} direction="row" spacing={0.75} sx={{ alignItems: "center" }} data-met={met}>
          {met ? (
            <CheckCircleIcon fontSize="inherit" color="success" aria-hidden />
          ) : (
            <RadioButtonUncheckedIcon fontSize="inherit" color="disabled" aria-hidden />
          )}
          <Typography variant="caption" color={met ? "success.main" : "text.secondary"}>
            {i18n._(passwordProblemMessages[rule])}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
