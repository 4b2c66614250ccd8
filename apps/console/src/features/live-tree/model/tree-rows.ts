import type { TreeSite } from "@vms/api-client";

interface RowBase {
  id: string;
  /** aria-level, 1 for root sites. */
  level: number;
  name: string;
  /** aria-posinset / aria-setsize among its visible siblings. */
  pos: number;
  size: number;
}
export type TreeRow =
  | (RowBase & { kind: "site"; expanded: boolean })
  | (RowBase & { kind: "device"; expanded: boolean; sn: string; status: number })
  | (RowBase & { kind: "channel"; sn: string; chlIndex: number; status: 0 | 1; siteName: string; deviceName: string; licensed: boolean });

const matches = (text: string, query: string) => text.toLowerCase().includes(query);

/**
 * The rows of the tree to show: sites, their devices and channels, depth first. With a query only
 * matching channels (by channel name, device name or SN) and their ancestors are shown, expanded.
 */
export function visibleRows(sites: readonly TreeSite[], collapsed: ReadonlySet<string>, rawQuery: string): TreeRow[] {
  const query = rawQuery.trim().toLowerCase();
  const children = new Map<string | null, TreeSite[]>();
  for (const s of sites) {
    const list = children.get(s.parentId);
    if (list) list.push(s);
    else children.set(s.parentId, [s]);
  }
  const out: TreeRow[] = [];

  /** Appends a site's subtree; answers 1 when it is shown, 0 when the query hides it. */
  function site(s: TreeSite, level: number, pos: number, size: number): number {
    const start = out.length;
    const expanded = query !== "" || !collapsed.has(s.siteId);
    out.push({ kind: "site", id: s.siteId, level, name: s.siteName, pos, size, expanded });
    const subs = children.get(s.siteId) ?? [];
    const siteMatches = query !== "" && matches(s.siteName, query);
    const addDevice = (d: TreeSite["devices"][number], pos: number): number => {
      const deviceMatches = siteMatches || query === "" || matches(d.name, query) || matches(d.sn, query);
      const channels = deviceMatches ? d.channels : d.channels.filter((c) => matches(c.name, query));
      if (!deviceMatches && channels.length === 0) return 0;
      const id = `${s.siteId}/${d.sn}`;
      const open = query !== "" || !collapsed.has(id);
      out.push({ kind: "device", id, level: level + 1, name: d.name || d.sn, pos, size: 0, expanded: open, sn: d.sn, status: d.status });
      if (open) {
        channels.forEach((c, i) =>
          out.push({ kind: "channel", id: `${d.sn}/${c.chlIndex}`, level: level + 2, name: c.name, pos: i + 1, size: channels.length, sn: d.sn, chlIndex: c.chlIndex, status: c.status, siteName: s.siteName, deviceName: d.name, licensed: c.licensed }),
        );
      }
      return 1;
    };
    const kids: Array<(pos: number) => number> = [
      ...subs.map((sub) => (pos: number) => site(sub, level + 1, pos, 0)),
      ...s.devices.map((d) => (pos: number) => addDevice(d, pos)),
    ];
    if (!expanded) return 1;
    // Sibling positions are known only after filtering: place first, renumber after.
    const firstChild = out.length;
    let shown = 0;
    for (const add of kids) shown += add(shown + 1);
    for (let i = firstChild; i < out.length; i++) if (out[i]!.level === level + 1) out[i]!.size = shown;
    if (query !== "" && shown === 0 && !siteMatches) {
      out.length = start;
      return 0;
    }
    return 1;
  }

  const roots = children.get(null) ?? [];
  let shown = 0;
  for (const root of roots) shown += site(root, 1, shown + 1, 0);
  for (const row of out) if (row.level === 1) row.size = shown;
  return out;
}
