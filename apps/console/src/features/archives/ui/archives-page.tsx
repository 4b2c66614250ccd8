import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Pagination from "@mui/material/Pagination";
import Paper from "@mui/material/Paper";
import { ARCHIVE_PAGE_SIZE } from "@vms/api-client";
import { useState } from "react";
import { Page } from "@/shared/ui";
import { useArchiveAuthority } from "../api/archive-authority";
import { useArchives } from "../api/get-archives";
import { archiveListQuery, emptyArchiveFilters } from "../model/archive-query";
import { ArchiveFilters, type ArchiveFilterValue } from "./archive-filters";
import { ArchiveTable } from "./archive-table";
import { RightsDialog } from "./rights-dialog";

/** /archives (spec §2): filters, 20 a page (§9), rename, delete, share; rights for administrators. */
export function ArchivesPage() {
  const { t } = useLingui();
  const [filters, setFilters] = useState<ArchiveFilterValue>(emptyArchiveFilters);
  const [pageNum, setPageNum] = useState(1);
  const [rightsOpen, setRightsOpen] = useState(false);
  const authority = useArchiveAuthority();
  const { data } = useArchives(archiveListQuery(filters, pageNum));
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / ARCHIVE_PAGE_SIZE));
  return (
    <Page title={t`Archives`}>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", justifyContent: "space-between" }}>
        <ArchiveFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPageNum(1);
          }}
        />
        {authority.data?.editable && <Button onClick={() => setRightsOpen(true)}>{t`Archive rights`}</Button>}
      </Box>
      <Paper variant="outlined">
        <ArchiveTable rows={data?.list ?? []} loaded={Boolean(data)} rights={authority.data?.mine ?? []} />
        <Box sx={{ display: "flex", justifyContent: "flex-end", p: 1 }}>
          <Pagination count={pages} page={pageNum} onChange={(_, p) => setPageNum(p)} getItemAriaLabel={(type, page) => (type === "page" ? t`Page ${page}` : type === "next" ? t`Next page` : t`Previous page`)} />
        </Box>
      </Paper>
      {rightsOpen && <RightsDialog onClose={() => setRightsOpen(false)} />}
    </Page>
  );
}
