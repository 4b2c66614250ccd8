import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import type { Contact } from "@vms/api-client";
import { useId } from "react";
import { fieldErrors, setSubmitErrors, submitForm, useAppForm } from "@/shared/ui";
import { useSaveContactMutation } from "../api/contacts";
import { toContactRequest, validateContactForm } from "../model/contact-form";
import { inlineRuleError } from "../model/rule-server-errors";

/** Adds or edits a contact (spec §3 Contact: name, e-mail, mobile; §5; 33620 under the name). */
export function ContactDialog({ contact, onClose }: { contact: Contact | "new" | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={contact !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      {contact && <ContactForm key={contact === "new" ? "new" : contact.contactId} contact={contact === "new" ? undefined : contact} onClose={onClose} titleId={titleId} />}
    </Dialog>
  );
}

function ContactForm({ contact, onClose, titleId }: { contact?: Contact; onClose: () => void; titleId: string }) {
  const { t } = useLingui();
  const save = useSaveContactMutation();
  const form = useAppForm({
    defaultValues: { name: contact?.name ?? "", email: contact?.email ?? "", mobile: contact?.mobile ?? "" },
    validators: { onSubmit: ({ value }) => fieldErrors(validateContactForm(value)) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await save.mutateAsync(toContactRequest(value, contact?.contactId));
        onClose();
      } catch (error) {
        const shown = inlineRuleError(error);
        if (shown) setSubmitErrors(formApi, { [shown.field === "name" ? "name" : "form"]: shown.message });
      }
    },
  });
  return (
    <form noValidate onSubmit={submitForm(form)} data-testid="contact-form">
      <DialogTitle id={titleId}>{contact ? t`Edit contact` : t`Add contact`}</DialogTitle>
      <DialogContent>
        <form.AppForm>
          <form.MessageAlert sx={{ mb: 2 }} />
        </form.AppForm>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <form.AppField name="name">{(f) => <f.TextField label={t`Name`} required fullWidth autoFocus />}</form.AppField>
          <form.AppField name="email">{(f) => <f.TextField label={t`E-mail`} type="email" fullWidth />}</form.AppField>
          <form.AppField name="mobile">{(f) => <f.TextField label={t`Mobile`} type="tel" fullWidth />}</form.AppField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <form.AppForm>
          <form.SubmitButton variant="contained">{t`Save`}</form.SubmitButton>
        </form.AppForm>
      </DialogActions>
    </form>
  );
}
