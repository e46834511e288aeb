// Which page a path is, for the navigation's active link: the one thing of the routes the
// browser's code needs, kept apart from the route table so the table stays out of its bundle.

/** A nav link is active only when the current path is exactly its path. */
export function isActivePath(currentPath: string, linkPath: string): boolean {
  return normalisePath(currentPath) === normalisePath(linkPath);
}

/** Drops a trailing slash (but keeps '/'), so '/about/' and '/about' compare equal. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
