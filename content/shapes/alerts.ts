// An alert: a closure or emergency banner at the top of every page, for the whole school or the
// campuses named, from its start to its end (both India time). Its text is short: one sentence a
// parent reads at 6 a.m. on a phone; the notice it links to says the rest.
import { z } from 'zod';
import { campusScope } from './calendar';
import { text, words } from './common';

/** How serious an alert is: an emergency is announced at once by screen readers. */
export const alertLevels = ['information', 'warning', 'emergency'] as const;
export type AlertLevel = (typeof alertLevels)[number];

/** The longest alert text, in characters: a banner that stays a banner on a phone. */
export const ALERT_TEXT_MAX_LENGTH = 200;

/** A moment at the school, India time: '2026-07-14T06:00'. */
export const schoolDateTime = z
  .string()
  .regex(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/,
    'must be a date and time written YYYY-MM-DDTHH:MM (India time)',
  )
  .meta({ format: 'school-date-time' });

export const alertEntry = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and hyphens')
      .meta({ title: 'Short name', description: 'Lower-case words joined by hyphens.' }),
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
      .meta({ title: 'Notice with the details (its short name)' }),
    /** A demonstration alert: a production build refuses it. */
    fictional: z.boolean().optional(),
  })
  .superRefine((entry, ctx) => {
    if (entry.ends <= entry.starts) {
      ctx.addIssue({ code: 'custom', path: ['ends'], message: 'is not after starts' });
    }
  });
export type AlertEntry = z.infer<typeof alertEntry>;
