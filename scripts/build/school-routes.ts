// The two pages whose addresses the school's short name makes (/life-at-{word} and /{word}-social,
// with the blog's posts and feed below the second), written as route folders before Next.js reads
// app/. Their files are the same for every school; only their folders' names are the word. The
// folders app/(en)/(school-named)/ and app/[locale]/(school-named)/ are this script's own: it
// empties them and writes them anew, and nothing else writes there. The word is Latin letters,
// digits and hyphens (content/shapes/school.ts); a word that is not is never made a folder, and
// the content check names the field to mend.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The route group each language root keeps the school-named pages in. */
export const SCHOOL_NAMED_GROUP = '(school-named)';

const MADE =
  '// Made by scripts/build/school-routes.ts from the school’s short name: not edited by hand.\n';

const page = (
  screen: string,
  from: string,
  route: 'englishRoute' | 'translatedRoute',
  params: boolean,
) =>
  `${MADE}import { ${screen} } from '${from}';
import { ${route} } from '@/components/layout/screen';

const route = ${route}(${screen});
${params ? 'export const dynamicParams = false;\nexport const generateStaticParams = route.generateStaticParams;\n' : ''}export const generateMetadata = route.generateMetadata;
export default route.Page;
`;

const FEED = `${MADE}import { blogFeedResponse } from '@/lib/blog/blog-feed';

// Written once at build time to out/{word}-social/feed.xml.
export const dynamic = 'force-static';

export function GET() {
  return blogFeedResponse();
}
`;

/** Each file, by its path inside a language's group, for the word `word`. */
export function schoolRouteFiles(word: string, english: boolean): Record<string, string> {
  const route = english ? 'englishRoute' : 'translatedRoute';
  return {
    [`life-at-${word}/page.tsx`]: page('lifeScreen', '@/components/life/LifeScreen', route, false),
    [`${word}-social/page.tsx`]: page('blogScreen', '@/components/blog/BlogScreen', route, false),
    [`${word}-social/blog/[blogId]/page.tsx`]: page(
      'blogPostScreen',
      '@/components/blog/BlogPostScreen',
      route,
      true,
    ),
    ...(english && { [`${word}-social/feed.xml/route.ts`]: FEED }),
  };
}

/** Writes the school-named route folders under `appDir` for `word`, and nothing else. */
export function writeSchoolRoutes(word: string, appDir = path.join(process.cwd(), 'app')) {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(word)) {
    throw new Error(`"${word}" cannot name a folder: the school's short name makes no address`);
  }
  for (const [languageRoot, english] of [
    ['(en)', true],
    ['[locale]', false],
  ] as const) {
    const group = path.join(appDir, languageRoot, SCHOOL_NAMED_GROUP);
    rmSync(group, { recursive: true, force: true });
    for (const [file, text] of Object.entries(schoolRouteFiles(word, english))) {
      mkdirSync(path.dirname(path.join(group, file)), { recursive: true });
      writeFileSync(path.join(group, file), text);
    }
  }
}
