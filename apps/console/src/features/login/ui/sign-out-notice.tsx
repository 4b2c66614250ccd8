import { useLingui } from "@lingui/react";
import { useState } from "react";
import { signOutNotice } from "@/shared/lib/sign-out-notice";

/**
 * Why the console signed the person out (issue 28: frozen account, revoked remote access, idle),
 * above the form until they leave the page: the toast raised with the logout lasts 2 s.
 */
export function SignOutNotice() {
  const { i18n } = useLingui();
  // Read once per visit (React keeps the first result of the initializer).
  const [notice] = useState(() => signOutNotice.take());
  if (!notice) return null;
  return (
    <div className="vms-login__alert" role="status" data-testid="login-notice">
      {i18n._(notice)}
    </div>
  );
}
