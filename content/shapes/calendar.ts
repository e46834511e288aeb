// The school calendar (its dates: one file each in content/events/, for the three campuses) and
// notices (one Markdown file each, in content/notices/). Dates are YYYY-MM-DD and times HH:MM, both in Asia/Kolkata.
import { z } from 'zod';
import { campusIds, eventCategories } from '../ids';
import {
  campusId,
  fictionalMark,
  isoDate,
  link,
  publicFile,
  slug,
  text,
  texts,
  words,
} from './common';

/** A time of day, 24-hour: '09:30'. */
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day written HH:MM (24-hour)');

/** Every campus, or the ones named. */
export const campusScope = z.union(
  [
    z.literal('all'),
    z.array(campusId).min(1),
    // The editor's multiple choice writes "all" as a one-item list.
    z.tuple([z.literal('all')]).transform(() => 'all' as const),
  ],
  {
    error: (issue) =>
      `${JSON.stringify(issue.input)} is not "all" or a list of campuses (${campusIds.join(', ')})`,
  },
);
export type CampusScope = z.infer<typeof campusScope>;

export const eventCategory = z.enum(eventCategories, {
  error: (issue) =>
    `unknown category ${JSON.stringify(issue.input)} (use one of ${eventCategories.join(', ')})`,
});
export type EventCategory = z.infer<typeof eventCategory>;

/**
 * One date of the school calendar: a file of the calendar dates collection
 * (content/events/{date}-{id}.en.yml). All-day: `date`, and `endDate` when it lasts several days
 * (inclusive). Timed: `date` with `startTime` and `endTime` on that day. A demo's date is
 * `fictional: true` while its days and description are the demo's (content/demo-values.json).
 */
export const schoolEvent = z
  .strictObject({
    id: slug.meta({
      title: 'Short name',
      description:
        'Made from the title as you type it; change it if you like (lower-case words joined by hyphens, unique in the calendar): it names the date’s calendar file.',
      madeFrom: 'title',
    }),
    title: words(text.min(1, 'is empty: name the date').meta({ title: 'Title' })),
    campuses: campusScope.meta({
      title: 'Campuses',
      description: 'Every campus, or the campuses the date is for.',
    }),
    category: eventCategory.meta({
      title: 'Kind of date',
      description: 'Holiday, examination, parent-teacher meeting, admissions or school event.',
    }),
    date: isoDate.meta({ title: 'Date', description: 'The day it happens (its first day).' }),
    endDate: isoDate.optional().meta({
      title: 'Last day',
      description:
        'Only for a date that lasts several days, such as a vacation; leave empty otherwise.',
    }),
    startTime: time.optional().meta({
      title: 'Starts at',
      description: '24-hour time, India time (09:00); leave empty for an all-day date.',
    }),
    endTime: time.optional().meta({
      title: 'Ends at',
      description: '24-hour time (12:00), after the start; needed with a start time.',
    }),
    location: words(text.min(1, 'is empty: say where').meta({ title: 'Where' })),
    description: words(
      text.min(1, 'is empty: say what it is').meta({
        title: 'Description',
        description: 'One or two sentences for parents.',
      }),
    ),
    /** A page of the site or an outside address with more about it. */
    link: link.optional().meta({
      title: 'More about it (link)',
      description: 'A page of the site (/admissions) or a full web address; optional.',
    }),
    fictional: fictionalMark,
  })
  .superRefine((event, ctx) => {
    const timed = event.startTime !== undefined || event.endTime !== undefined;
    if (event.endDate !== undefined && event.endDate < event.date) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'is before the event’s date' });
    }
    if (timed && event.endDate !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'a timed event takes one date: give startTime and endTime on that day',
      });
    }
    if (event.startTime !== undefined && event.endTime === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: 'a timed event needs an endTime',
      });
    }
    if (event.endTime !== undefined && event.startTime === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['startTime'],
        message: 'an endTime needs a startTime',
      });
    }
    if (event.startTime && event.endTime && event.endTime <= event.startTime) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'is not after the startTime' });
    }
  });
export type SchoolEvent = z.infer<typeof schoolEvent>;

export const calendarContent = z.strictObject({
  /** The academic year the calendar covers: its first and last day. */
  academicYear: z.strictObject({ label: text, start: isoDate, end: isoDate }),
  /** Each category's name in words. */
  categoryLabels: z.strictObject(
    Object.fromEntries(eventCategories.map((category) => [category, text])) as Record<
      (typeof eventCategories)[number],
      typeof text
    >,
  ),
  labels: texts,
});
export type CalendarContent = z.infer<typeof calendarContent>;

/** A notice file's front matter (content/notices/*.md); its body is the notice's text. */
export const noticeFrontMatter = z.strictObject({
  id: slug.meta({
    title: 'Short name',
    description:
      'The notice’s address, /notices/short-name: made from the title as you type it; change it if you like (lower-case words joined by hyphens, unique among the notices).',
    madeFrom: 'title',
  }),
  title: text.meta({ title: 'Title' }),
  date: isoDate.meta({ title: 'Date', description: 'The day the notice is issued.' }),
  campuses: campusScope.meta({
    title: 'Campuses',
    description: 'Choose “All campuses” for the whole school, or the campuses it is for.',
  }),
  /** Whom it is for, e.g. 'Parents of Grades 6–8'. */
  audience: text.meta({ title: 'For', description: 'Whom it is for, e.g. Parents of Grades 6–8.' }),
  /** A PDF under public/ with the full circular, if there is one. */
  attachment: z
    .strictObject({
      label: text.meta({ title: 'Link text', description: 'e.g. Circular, City Campus (PDF)' }),
      file: publicFile.meta({ title: 'PDF' }),
    })
    .optional()
    .meta({ title: 'Attached PDF' }),
});
export type NoticeFrontMatter = z.infer<typeof noticeFrontMatter>;
export type Notice = NoticeFrontMatter & { body: string };
