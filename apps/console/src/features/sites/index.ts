// Public API of the sites feature (spec §2 /site/sitelist, §1 site tree with sub-sites, §5, §6,
// §7 /site/user/put, §8 Sites codes; decision 0003): the site page with its dialogs.
export { SiteListPage } from "./ui/site-list-page";
