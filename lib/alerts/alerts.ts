// Which alerts a page carries, and how they stay true between builds. Times are the school's
// (India, UTC+5:30 all year), written YYYY-MM-DDTHH:MM, so they compare as strings.
//
// At the build: an alert whose end has passed is left out; one on show is rendered; one that
// starts later is rendered hidden. In the visitor's browser, an inline script right after the
// banner (alertsScript) hides each one whose end has come and shows each one whose start has,
// before the first paint, and again at the next of those times while the page stays open.
// Without JavaScript the page keeps what the build chose.
import {
  alertLevels,
  isSchoolDateTime,
  type AlertEntry,
  type AlertLevel,
} from '@/content/shapes/alerts';

/** The build's clock: `SITE_NOW` (India time, YYYY-MM-DDTHH:MM, for tests) or now. */
export const SITE_NOW_VARIABLE = 'SITE_NOW';

/** India's offset from UTC, in milliseconds (no daylight saving time). */
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** A moment as the school writes it: 'YYYY-MM-DDTHH:MM', India time. */
export const schoolTimeOf = (date: Date): string =>
  new Date(date.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);

/** The build's moment at the school: `SITE_NOW` when set (it must be YYYY-MM-DDTHH:MM), else now. */
export function buildTimeAtSchool(
  env: Record<string, string | undefined> = process.env,
  now: Date = new Date(),
): string {
  const fixed = env[SITE_NOW_VARIABLE];
  if (fixed === undefined || fixed === '') return schoolTimeOf(now);
  if (!isSchoolDateTime(fixed)) {
    throw new Error(
      `${SITE_NOW_VARIABLE}="${fixed}" is not a date and time written YYYY-MM-DDTHH:MM (India time)`,
    );
  }
  return fixed;
}

export type AlertTiming = Pick<AlertEntry, 'starts' | 'ends'>;

/** Whether it is on show at `now`: from its start, until (not including) its end. */
export const isOnShow = (alert: AlertTiming, now: string) =>
  alert.starts <= now && now < alert.ends;

/** Whether its end has come at `now`: it is left out of the build. */
export const hasEnded = (alert: AlertTiming, now: string) => alert.ends <= now;

/** How serious a level is: the later in alertLevels, the more (emergency). */
const severity = (level: AlertLevel) => alertLevels.indexOf(level);

/**
 * The alerts a build renders at `now`: those on show and those still to start, the most serious
 * first, then by start, then by end. Ended ones are left out.
 */
export function alertsAtBuild<T extends { data: Pick<AlertEntry, 'starts' | 'ends' | 'level'> }>(
  alerts: readonly T[],
  now: string,
): T[] {
  return alerts
    .filter(({ data }) => !hasEnded(data, now))
    .sort(
      (a, b) =>
        severity(b.data.level) - severity(a.data.level) ||
        a.data.starts.localeCompare(b.data.starts) ||
        a.data.ends.localeCompare(b.data.ends),
    );
}

/** The marks the browser's script reads on each alert: its start and end. */
export const alertTimes = (alert: AlertTiming) => ({
  'data-alert-starts': alert.starts,
  'data-alert-ends': alert.ends,
});

/** The mark on a group of alerts (the banner, a list) hidden while none of them is on show. */
export const ALERT_GROUP = 'data-alert-group';

/**
 * Inline, right after the banner (its hash goes into the page's CSP). Plain ES5. It reads the time
 * at the school from UTC plus 5:30 and each alert's start and end from the banner (which holds
 * every alert of the build), then adopts one constructed stylesheet that shows every element
 * marked with the times of an alert on show (over its `hidden`), hides every one whose alert is
 * not, and hides a group of alerts (the banner, a list) with none on show (where :has() is not
 * known, every group is shown while any alert is). Its rules are in the `base` layer, as the
 * stylesheet's rule hiding [hidden] with !important is: an important rule outside any layer
 * would lose to it. It writes rules, not
 * the DOM: nothing for React to disagree with, and an alert list a later client-side navigation
 * draws follows them too. It runs again at the next start or end still to come (a timer waits at
 * most 23 days). Browsers without constructed stylesheets keep the page as built.
 */
export function alertsScript(): string {
  return `(function(){var c;function r(){try{var n=new Date(Date.now()+198e5).toISOString().slice(0,16),q=document.querySelectorAll("[data-alert-ends]"),on=[],off=[],g=[],x="",i,s,e,k,t;
for(i=0;i<q.length;i++){s=q[i].getAttribute("data-alert-starts");e=q[i].getAttribute("data-alert-ends");k='[data-alert-starts="'+s+'"][data-alert-ends="'+e+'"]';
if(s<=n&&n<e){on.push(k);g.push("[${ALERT_GROUP}]:has("+k+")");}else off.push(k);if(s>n&&(!x||s<x))x=s;if(e>n&&(!x||e<x))x=e;}
t=(on.length?on.join(",")+"{display:block!important}":"")+(off.length?off.join(",")+"{display:none!important}":"");
if(CSS.supports("selector(:has(a))"))t+="[${ALERT_GROUP}]{display:none!important}"+(g.length?g.join(",")+"{display:block!important}":"");else if(on.length)t+="[${ALERT_GROUP}]{display:block!important}";
if(!c){c=new CSSStyleSheet();document.adoptedStyleSheets=document.adoptedStyleSheets.concat(c);}c.replaceSync("@layer base{"+t+"}");
if(x)setTimeout(r,Math.min(Math.max(Date.parse(x+":00+05:30")-Date.now(),1e3),2e9));}catch(e){}}r();})();`;
}
