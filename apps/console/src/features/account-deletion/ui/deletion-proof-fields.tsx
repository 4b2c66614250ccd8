import { useLingui } from "@lingui/react/macro";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import { EmailCodeField, useEmailCodeSender } from "@/entities/auth";
import { sendUnregisterCode } from "../api/send-unregister-code";

/** How the deletion is confirmed (spec §2 account deletion: by password or an e-mail code). */
export type ProofMethod = "password" | "emailCode";

export interface DeletionProofFieldsProps {
  method: ProofMethod;
  onMethodChange: (method: ProofMethod) => void;
  value: string;
  onChange: (value: string) => void;
}

/** The choice of proof, then the password field or the e-mail code with its "get code" button. */
export function DeletionProofFields({ method, onMethodChange, value, onChange }: DeletionProofFieldsProps) {
  const { t } = useLingui();
  const sender = useEmailCodeSender({ send: sendUnregisterCode });
  return (
    <>
      <RadioGroup
        row
        aria-label={t`Confirm with`}
        value={method}
        onChange={(e) => {
          onMethodChange(e.target.value as ProofMethod);
          onChange("");
        }}
        sx={{ mb: 1 }}
      >
        <FormControlLabel value="password" control={<Radio data-testid="delete-account-by-password" />} label={t`Password`} />
        <FormControlLabel value="emailCode" control={<Radio data-testid="delete-account-by-code" />} label={t`E-mail code`} />
      </RadioGroup>
      {method === "password" ? (
        <TextField
          fullWidth
          autoFocus
          required
          type="password"
          autoComplete="current-password"
          label={t`Password`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 64, "data-testid": "delete-account-password" } }}
        />
      ) : (
        <EmailCodeField value={value} onChange={onChange} error={null} sender={sender} onRequest={() => void sender.request()} />
      )}
    </>
  );
}
