// The site's route table names the screen (template) of every page: the browser checks run once
// per screen and language from it, so a page left out, counted twice, or a screen not declared
// would escape them.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { allRoutes, pagesByScreen, screenOf } from '@/lib/routes/site-routes';

const componentsDir = path.join(process.cwd(), 'components');
const screenFiles = readdirSync(componentsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /Screen\.tsx$/.test(file))
  .map((file) => path.basename(file, '.tsx'))
  .sort();

test('every screen of components/ is declared with its pages, and only those', () => {
  expect(Object.keys(pagesByScreen).sort()).toEqual(screenFiles);
});

test('every page of the export belongs to exactly one screen, and each screen has a page', () => {
  const declared = Object.values(pagesByScreen).flat();
  expect([...declared].sort()).toEqual([...allRoutes].sort());
  expect(new Set(declared).size).toBe(declared.length);
  for (const pages of Object.values(pagesByScreen)) {
    expect(pages.length).toBeGreaterThan(0);
  }
  expect(screenOf('/notices/campus/city')).toBe('CampusNoticesScreen');
  expect(screenOf('/nowhere')).toBeUndefined();
});
