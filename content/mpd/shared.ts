// What the three disclosure records take from the rest of content/, so that the disclosure
// never contradicts the site: classes (about.ts), leaders. Their addresses, phones and e-mails
// come from the campus contacts, filled in by the disclosure's loader (lib/disclosure/records.ts).
import { about } from '../about';
import { leaders } from '../leaders';
import type { CampusId, MpdPerson, MpdTeacher, TeacherDesignation } from '../schema';

/** The grade range the About page gives the campus. */
export function campusClasses(id: CampusId): string {
  const tab = about.campusTabs.find((t) => t.campusId === id);
  if (!tab) throw new Error(`content/about.ts has no campus tab "${id}"`);
  return tab.grades;
}

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
