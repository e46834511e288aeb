// The closed lists other content refers to, declared once. Kept apart from content/schema.ts so
// that code shipped to the browser can use them without the schema library.

/** The three campuses; used in routes, tabs and the disclosure viewer. */
export const campusIds = ['city', 'airport', 'osmanpura'] as const;

/** Every blog post has one of these categories; the filters group them. */
export const blogCategories = ['News', 'Articles', 'Blogs'] as const;
