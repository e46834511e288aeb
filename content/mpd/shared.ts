// What the three disclosure records take from the rest of content/, so that the disclosure
// never contradicts the site: addresses and phones (site.ts), classes (about.ts), leaders.
import { about } from '../about';
import { leaders } from '../leaders';
import { site } from '../site';
import type { CampusId, MpdPerson, MpdTeacher, TeacherDesignation } from '../schema';

/** The school's name as section A gives it: 'Aurora Global School, City Campus'. */
export function campusSchoolName(id: CampusId): string {
  return contactOf(id).heading;
}

export function campusAddress(id: CampusId): string {
  return contactOf(id).address;
}

export function campusPhones(id: CampusId): string[] {
  const { primary, secondary } = contactOf(id).phones;
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

function contactOf(id: CampusId) {
  const contact = site.campusContacts.find((c) => c.campusId === id);
  if (!contact) throw new Error(`content/site.ts has no campus contact "${id}"`);
  return contact;
}
