// What the three disclosure records take from the rest of content/, so that the disclosure
// never contradicts the site: addresses, phones and e-mails (the campus contacts,
// content/contacts/), classes (about.ts), leaders.
import { about } from '../about';
import { leaders } from '../leaders';
// The one crossing left: the records take each campus's contacts from their collection's files,
// which only lib reads. Moving the filling of these fields into the disclosure's loader removes it.
// eslint-disable-next-line import/no-restricted-paths
import { campusContactOf } from '@/lib/i18n/collections';
import type { CampusId, MpdPerson, MpdTeacher, TeacherDesignation } from '../schema';

/** The school's name as section A gives it: 'Aurora Global School, City Campus'. */
export function campusSchoolName(id: CampusId): string {
  return campusContactOf(id).heading;
}

export function campusAddress(id: CampusId): string {
  return campusContactOf(id).address;
}

/** The campus office's e-mail, as the campus contacts give it. */
export function campusEmail(id: CampusId): string {
  return campusContactOf(id).email;
}

export function campusPhones(id: CampusId): string[] {
  const { primary, secondary } = campusContactOf(id).phones;
  return [primary, secondary];
}

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
