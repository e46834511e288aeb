// An alert: a closure or emergency banner at the top of every page, for the whole school or the
// campuses named, from its start to its end (both India time). Its text is short: one sentence a
// parent reads at 6 a.m. on a phone; the notice it links to says the rest.
import { z } from 'zod';
import { campusScope } from './calendar';
import { fictionalMark, isValidIsoDate, slug, text, words } from './common';

/** How serious an alert is: an emergency is announced at once by screen readers. */
export const alertLevels = ['information', 'warning', 'emergency'] as const;
export type AlertLevel = (typeof alertLevels)[number];

/** The longest alert text, in characters: a banner that stays a banner on a phone. */
export const ALERT_TEXT_MAX_LENGTH = 200;

/** A moment at the school, India time: '2026-07-14T06:00'. */
const SCHOOL_DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `value` is a real moment written YYYY-MM-DDTHH:MM. */
export const isSchoolDateTime = (value: string) =>
  SCHOOL_DATE_TIME.test(value) && isValidIsoDate(value.slice(0, 10));

export const schoolDateTime = z
  .string()
  .regex(SCHOOL_DATE_TIME, 'must be a date and time written YYYY-MM-DDTHH:MM (India time)')
  // The pattern lets through days a month does not have (2026-02-30T08:00).
  .refine((value) => !SCHOOL_DATE_TIME.test(value) || isValidIsoDate(value.slice(0, 10)), {
    error: (issue) => `"${String(issue.input)}" is not a real date (YYYY-MM-DDTHH:MM, India time)`,
  })
  .meta({ format: 'school-date-time' });

export const alertEntry = z
  .strictObject({
    id: slug.meta({
      title: 'Short name',
      description:
        'Made from the alert’s first words as you type them; change it if you like (lower-case words joined by hyphens, unique among the alerts).',
      madeFrom: 'text',
    }),
    level: z.enum(alertLevels).meta({
      title: 'Level',
      description: 'Emergency is read out at once by screen readers; use it for safety only.',
    }),
    campuses: campusScope.meta({ title: 'Campuses' }),
    starts: schoolDateTime.meta({ title: 'Shown from (India time)' }),
    ends: schoolDateTime.meta({ title: 'Shown until (India time)' }),
    text: words(
      text
        .min(1, 'is empty: write the alert in one sentence')
        .max(ALERT_TEXT_MAX_LENGTH, `is longer than ${ALERT_TEXT_MAX_LENGTH} characters`)
        .meta({ title: 'Alert text', description: 'One sentence, at most 200 characters.' }),
    ),
    /** The id of a notice with the details (/notices/{id}). */
    notice: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'is not a notice id')
      .optional()
      .meta({
        title: 'Notice with the details',
        description: 'Pick the notice by its title, or leave this empty.',
        relation: 'notices',
      }),
    /** A demonstration alert: a production build refuses it. */
    fictional: fictionalMark,
  })
  .superRefine((entry, ctx) => {
    const bothWritten = isSchoolDateTime(entry.starts) && isSchoolDateTime(entry.ends);
    if (bothWritten && entry.ends <= entry.starts) {
      ctx.addIssue({ code: 'custom', path: ['ends'], message: 'is not after starts' });
    }
  });
export type AlertEntry = z.infer<typeof alertEntry>;
