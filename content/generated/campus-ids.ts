// Written by scripts/content-check/campus-ids.mjs from the folders in content/campuses/: add, rename or
// reorder a campus there (its folder, and `order` in its contact.en.yml), not here.

/** The campuses, in their order: used in routes, tabs, filters and the disclosure viewer. */
export const campusIds = ['city', 'airport', 'osmanpura'] as const;
