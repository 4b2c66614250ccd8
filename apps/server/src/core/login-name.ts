/** Login names are e-mail addresses, compared lower-cased (spec §3 User). */
export const normaliseLoginName = (name: string) => name.trim().toLowerCase();
