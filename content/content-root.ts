// Where the site's data is read from: the folder holding content/ and public/. The checkout the
// code runs in, unless SITE_CONTENT_ROOT names another folder: the content check of a git tree
// (scripts/editor/tree-check.ts) reads a tree's content/ and public/ written out there,
// with this checkout's code, so no code of that tree ever runs.
export const contentRoot = (): string => process.env.SITE_CONTENT_ROOT || process.cwd();
