import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { Link as RouterLink } from "@tanstack/react-router";
import { useDeferredValue, useState } from "react";
import { useSession } from "@/shared/session";
import { TablePager, usePagerState } from "@/shared/ui";
import { useRoleOptions } from "../api/get-roles";
import { useUsers, type OrgUser } from "../api/get-users";
import { USER_STATE_LABELS } from "../model/user-labels";
import { UserActions } from "./user-actions";
import { UserFilters, type UserFilterValues } from "./user-filters";
import { UserRoleDialog } from "./user-role-dialog";
import { roleLabel } from "@/entities/permission";
import { USER_TYPE } from "@vms/permissions";

/** Spec §2 /orgManagement users: filters, §9 page sizes, rows linking to the user detail page. */
export function UsersPanel({ canManage }: { canManage: boolean }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const [filters, setFilters] = useState<UserFilterValues>({ keyword: "", state: "", roleId: "" });
  const keyword = useDeferredValue(filters.keyword.trim());
  const pager = usePagerState();
  const roles = useRoleOptions();
  const [roleTarget, setRoleTarget] = useState<OrgUser | null>(null);
  const users = useUsers({
    pageNum: pager.pageNum,
    pageSize: pager.pageSize,
    ...(keyword ? { keyword } : {}),
    ...(filters.state ? { state: Number(filters.state) } : {}),
    ...(filters.roleId ? { roleId: filters.roleId } : {}),
  });
  const change = (next: UserFilterValues) => {
    setFilters(next);
    pager.onPageNumChange(1);
  };
  return (
    <Stack spacing={2}>
      <UserFilters value={filters} roles={roles.data?.list ?? []} onChange={change} />
      {users.isError && <Alert severity="warning">{t`The users could not be loaded.`}</Alert>}
      <Table size="small" aria-label={t`Users`} data-testid="users-table">
        <TableHead>
          <TableRow>
            <TableCell>{t`Name`}</TableCell>
            <TableCell>{t`E-mail`}</TableCell>
            <TableCell>{t`Role`}</TableCell>
            <TableCell>{t`Status`}</TableCell>
            {canManage && <TableCell>{t`Actions`}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {users.data?.list.map((user) => (
            <TableRow key={user.userId} data-testid={`user-row-${user.email}`}>
              <TableCell>
                <RouterLink to="/orgManagement/user/detail" search={{ userId: user.userId }}>
                  {user.userName || user.email}
                </RouterLink>
                {user.type === USER_TYPE.ADMIN && ` (${t`Administrator`})`}
              </TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>{roleLabel(i18n, user.roleName)}</TableCell>
              <TableCell data-testid="user-state">{i18n._(USER_STATE_LABELS[user.state] ?? USER_STATE_LABELS[0]!)}</TableCell>
              {canManage && (
                <TableCell>
                  <UserActions user={user} selfId={session?.user.userId ?? ""} onChangeRole={setRoleTarget} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePager total={users.data?.total ?? 0} {...pager} />
      <UserRoleDialog user={roleTarget} roles={roles.data?.list ?? []} onClose={() => setRoleTarget(null)} />
    </Stack>
  );
}
