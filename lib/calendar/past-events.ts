// What is 'coming up' stays true between builds. The pages are built once a week; an event that
// ends after the build hides itself in the browser once its last day is over, before the page is
// first painted (no layout shift), without touching the DOM (nothing for React to disagree with).
// Without JavaScript every event stays on show, with its date.
//
// Marks, on the server:
// - data-last-day="YYYY-MM-DD" on an event, a month of them or a whole list: hidden from the day
//   after;
// - data-shown-after="YYYY-MM-DD" on what replaces a list once all of it is over (hidden in the
//   HTML): shown from the day after;
// - data-first-three on a list that shows its first three items that are not over (the HTML hides
//   the rest: the first three at the build).
import type { SchoolEvent } from '@/content/schema';
import { isPast, todayAtSchool } from './calendar';

/** How many events a short list of what is coming up shows (the home page). */
export const FIRST_FEW = 3;

/** The day the pages are built, where the school is: what is past in the HTML is past then. */
export const BUILD_DAY = todayAtSchool();

/** The events still to come when the pages are built, and those already over, in their order. */
export function splitAtBuild(events: readonly SchoolEvent[], buildDay: string = BUILD_DAY) {
  return {
    upcoming: events.filter((event) => !isPast(event, buildDay)),
    past: events.filter((event) => isPast(event, buildDay)),
  };
}

/** Hidden from the day after `lastDay`. */
export const hiddenAfter = (lastDay: string) => ({ 'data-last-day': lastDay });

/** Hidden in the HTML; shown from the day after `lastDay` (when everything before it is over). */
export const shownAfter = (lastDay: string) => ({ 'data-shown-after': lastDay });

/** A list showing only its first three items that are not over. */
export const firstThree = { 'data-first-three': '' };

/**
 * Inline in <head> (its hash goes into the page's CSP; a constructed stylesheet is CSSOM, which
 * style-src does not govern). Plain ES5. Today at the school is read from UTC plus 5:30 (India
 * keeps no daylight saving time). For each day from the build to yesterday it adopts rules that
 * hide what ended that day and show what replaces it. Browsers without constructed stylesheets
 * keep the page as built.
 */
export function pastEventsScript(buildDay: string = BUILD_DAY): string {
  return `(function(){try{var t=new Date(Date.now()+198e5).toISOString().slice(0,10),d=new Date(${JSON.stringify(`${buildDay}T00:00:00Z`)}),h=[],s=[],p,c;
for(;(p=d.toISOString().slice(0,10))<t&&h.length<1000;d.setUTCDate(d.getUTCDate()+1)){h.push('[data-last-day="'+p+'"]');s.push('[data-shown-after="'+p+'"]');}
if(!h.length)return;p=h.join(",");c=new CSSStyleSheet();
c.replaceSync(p+"{display:none}"+s.join(",")+"{display:revert}[data-first-three]>:nth-child(-n+${FIRST_FEW} of :not("+p+")){display:revert}");
document.adoptedStyleSheets=document.adoptedStyleSheets.concat(c);}catch(e){}})();`;
}
