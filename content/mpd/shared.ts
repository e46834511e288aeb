// What the disclosure records take from the rest of content/, so that the disclosure never
// contradicts the site: the leaders. Their addresses, phones, e-mails and classes come from the
// campus's folder, filled in by the disclosure's loader (lib/disclosure/records.ts).
import { leaders } from '../leaders';
import type { MpdPerson, MpdTeacher, TeacherDesignation } from '../schema';

/** A leader of the Home page carousel (content/leaders.ts), by position. */
export function leaderAs(position: string, qualification: string): MpdPerson {
  const leader = leaders.find((l) => l.position === position);
  if (!leader) throw new Error(`content/leaders.ts has no leader with position "${position}"`);
  return { name: leader.name, qualification };
}

/**
 * A demo stand-in teacher (`fictional: true`, refused by the production build), written on one
 * line: a primary teacher (PRT) who teaches a class every subject has no subject.
 */
export function demoTeacher(
  name: string,
  designation: TeacherDesignation,
  qualification: string,
  experienceYears: number,
  subject?: string,
): MpdTeacher {
  return {
    name,
    designation,
    ...(subject ? { subject } : {}),
    qualification,
    experienceYears,
    fictional: true,
  };
}
