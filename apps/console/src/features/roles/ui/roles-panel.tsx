import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useState } from "react";
import { useConfirm } from "@/shared/ui";
import { useDeleteRoleMutation } from "../api/delete-role";
import { useRoles } from "../api/get-roles";
import { RoleDialog, type RoleTarget } from "./role-dialog";
import { roleLabel } from "@/entities/permission";

/** Spec §6 roles: built-in roles read-only; custom roles created, edited and deleted (administrators). */
export function RolesPanel({ canManage }: { canManage: boolean }) {
  const { t, i18n } = useLingui();
  const roles = useRoles();
  const remove = useDeleteRoleMutation();
  const confirm = useConfirm();
  const askDelete = async (roleId: string, roleName: string) => {
    if (await confirm({ title: t`Delete the role ${roleName}?`, text: t`This cannot be undone.`, confirmLabel: t`Delete` })) remove.mutate({ roleId, roleName });
  };
  const [target, setTarget] = useState<RoleTarget | null>(null);
  return (
    <Stack spacing={2}>
      {canManage && (
        <Stack direction="row">
          <Button variant="contained" onClick={() => setTarget({ mode: "add" })} data-testid="role-add">
            {t`New role`}
          </Button>
        </Stack>
      )}
      <Table size="small" aria-label={t`Roles`} data-testid="roles-table">
        <TableHead>
          <TableRow>
            <TableCell>{t`Role`}</TableCell>
            <TableCell>{t`Type`}</TableCell>
            <TableCell>{t`Users`}</TableCell>
            <TableCell>{t`Actions`}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {roles.data?.list.map((role) => (
            <TableRow key={role.roleId} data-testid={`role-row-${role.roleName}`}>
              <TableCell>{roleLabel(i18n, role.roleName)}</TableCell>
              <TableCell>{role.builtIn ? t`Built-in` : role.marker === "NO_ACCESS" ? t`No access` : t`Custom`}</TableCell>
              <TableCell>{role.userCount}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  {role.builtIn || !canManage ? (
                    <Button size="small" onClick={() => setTarget({ mode: "view", role })} aria-label={t`View ${roleLabel(i18n, role.roleName)}`}>
                      {t`View`}
                    </Button>
                  ) : (
                    <>
                      <Button size="small" onClick={() => setTarget({ mode: "edit", role })} aria-label={t`Edit ${role.roleName}`} data-testid="role-edit">
                        {t`Edit`}
                      </Button>
                      <Button size="small" color="error" onClick={() => void askDelete(role.roleId, role.roleName)} aria-label={t`Delete ${role.roleName}`} data-testid="role-delete">
                        {t`Delete`}
                      </Button>
                    </>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <RoleDialog target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
