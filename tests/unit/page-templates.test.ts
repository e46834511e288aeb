// The site's route table names the screen (template) of every page: the browser checks run once
// per screen and language from it, so a page left out, counted twice, or a screen not declared
// would escape them.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { calendarScreen } from '@/components/calendar/CalendarScreen';
import { campusCalendarScreen } from '@/components/calendar/CampusCalendarScreen';
import { campusNoticesScreen } from '@/components/notices/CampusNoticesScreen';
import { noticesScreen } from '@/components/notices/NoticesScreen';
import { campusIds } from '@/content/ids';
import type { Locale } from '@/lib/i18n/locales';
import {
  allRoutes,
  campusFilterOf,
  pagesByScreen,
  screenOf,
  templateOf,
  type ScreenName,
} from '@/lib/routes/site-routes';

const componentsDir = path.join(process.cwd(), 'components');
const screenFiles = readdirSync(componentsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /Screen\.tsx$/.test(file))
  .map((file) => path.basename(file, '.tsx'))
  .sort();

test('every screen of components/ is declared with its pages, and only those', () => {
  expect(Object.keys(pagesByScreen()).sort()).toEqual(screenFiles);
});

test('every page of the export belongs to exactly one screen, and each screen has a page', () => {
  const declared = Object.values(pagesByScreen()).flat();
  expect([...declared].sort()).toEqual([...allRoutes()].sort());
  expect(new Set(declared).size).toBe(declared.length);
  for (const pages of Object.values(pagesByScreen())) {
    expect(pages.length).toBeGreaterThan(0);
  }
  expect(screenOf('/notices/campus/city')).toBe('CampusNoticesScreen');
  expect(screenOf('/nowhere')).toBeUndefined();
});

// A screen declared as another's template filtered to a campus renders that screen's component,
// given the campus: the browser checks of the template, run on its own first page, check its code.
/** A screen's page as the route files call it. */
type ScreenPage = (props: { locale: Locale; params: { campusId?: string } }) => ReactElement;
const pages: Partial<Record<ScreenName, ScreenPage>> = {
  CalendarScreen: calendarScreen.Page as ScreenPage,
  CampusCalendarScreen: campusCalendarScreen.Page as ScreenPage,
  NoticesScreen: noticesScreen.Page as ScreenPage,
  CampusNoticesScreen: campusNoticesScreen.Page as ScreenPage,
};

test.each(Object.entries(campusFilterOf) as [ScreenName, ScreenName][])(
  '%s renders the component of %s, given the campus',
  (filtered, template) => {
    const own = pages[template]!({ locale: 'en', params: {} });
    expect(own.props).not.toHaveProperty('campus');
    for (const campusId of campusIds) {
      const element = pages[filtered]!({ locale: 'en', params: { campusId } });
      expect(element.type).toBe(own.type);
      expect(element.props).toMatchObject({ locale: 'en', campus: expect.anything() });
    }
    expect(templateOf(filtered)).toBe(template);
    expect(templateOf(template)).toBe(template);
  },
);
