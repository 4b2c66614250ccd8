import { useLingui } from "@lingui/react/macro";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/EditOutlined";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { RULE_TARGET_TYPES, type Contact } from "@vms/api-client";
import { useId, useState } from "react";
import { useConfirm } from "@/shared/ui";
import { useContacts, useDeleteContactMutation } from "../api/contacts";
import { getRules } from "../api/get-rules";
import { ContactDialog } from "./contact-dialog";

/** Spec §3 Contact: people told of alarms by e-mail or mobile without being users (33620 on a duplicate name). */
export function ContactsSection() {
  const { t } = useLingui();
  const headingId = useId();
  const contacts = useContacts();
  const remove = useDeleteContactMutation();
  const [editing, setEditing] = useState<Contact | "new" | null>(null);
  const confirm = useConfirm();
  const askDelete = async ({ contactId, name }: Contact) => {
    // Rules that tell this contact would stop telling them without a word: the question names them.
    const rules = (await getRules(RULE_TARGET_TYPES).catch(() => [])).filter((r) => r.contactIds.includes(contactId)).map((r) => r.ruleName).join(", ");
    const text = rules ? t`The alarm rules ${rules} notify this contact: they will no longer tell them.` : undefined;
    if (await confirm({ title: t`Delete the contact ${name}?`, text, confirmLabel: t`Delete` })) remove.mutate(contactId);
  };
  return (
    <Stack spacing={1} component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ alignItems: "center" }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {t`Contacts`}
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => setEditing("new")} data-testid="add-contact">
          {t`Add contact`}
        </Button>
      </Stack>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Name`}</TableCell>
            <TableCell>{t`E-mail`}</TableCell>
            <TableCell>{t`Mobile`}</TableCell>
            <TableCell align="right">{t`Actions`}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(contacts.data?.list ?? []).map((c) => (
            <TableRow key={c.contactId}>
              <TableCell>{c.name}</TableCell>
              <TableCell>{c.email}</TableCell>
              <TableCell>{c.mobile}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                <IconButton aria-label={t`Edit ${c.name}`} onClick={() => setEditing(c)}>
                  <EditIcon />
                </IconButton>
                <IconButton aria-label={t`Delete ${c.name}`} onClick={() => void askDelete(c)}>
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
          {contacts.data?.list.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>{t`No contact yet.`}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <ContactDialog contact={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
