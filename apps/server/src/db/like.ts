/** A `%keyword%` LIKE pattern with the wildcards escaped, so a keyword matches literally. */
export const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
