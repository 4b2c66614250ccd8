import { msg } from "@lingui/core/macro";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { Link } from "@tanstack/react-router";
import { RichMessage } from "@/shared/ui";

const consentMessage = msg`I accept the <0>service agreement</0> and the <1>privacy policy</1>.`;

export interface TermsConsentProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
}

/** Accepting the service agreement and privacy policy; they open in a new tab so the form stays. */
export function TermsConsent({ checked, onChange, error }: TermsConsentProps) {
  return (
    <Stack>
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} name="agreeTerms" />}
        label={
          <RichMessage
            message={consentMessage}
            components={{
              0: <MuiLink component={Link} to="/term/service" target="_blank" rel="noopener" data-testid="terms-service" />,
              1: <MuiLink component={Link} to="/term/privacy" target="_blank" rel="noopener" data-testid="terms-privacy" />,
            }}
          />
        }
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
