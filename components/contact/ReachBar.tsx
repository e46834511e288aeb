import type { ReactNode } from 'react';
import { CalendarIcon, ChatIcon, ExternalLinkIcon, PhoneIcon } from '@/components/icons';
import { ScheduleVisit } from '@/components/visit/ScheduleVisit';
import { campusReachIn, contactWordsIn, type CampusReach } from '@/lib/contact/contact';
import type { CampusId } from '@/content/schema';
import type { Locale } from '@/lib/i18n/locales';
import { navigationIn, siteIn } from '@/lib/site/site';

export interface ReachBarProps {
  locale: Locale;
  /** The campus the page is about: its phone and WhatsApp are one tap away. */
  campusId?: CampusId;
}

/** Each cell: a thumb's target (44 px tall), its icon over its word. */
const CELL =
  'flex min-h-12 w-full cursor-pointer list-none flex-col items-center justify-center gap-0.5 rounded-lg px-1 py-1 text-xs font-semibold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden';
const ICON = 'h-5 w-5 text-brand-700';

/**
 * The bar at the foot of a phone's screen: Call, WhatsApp, Visit and Apply, one tap each. It is
 * the page's last block and sticks to the bottom of the screen while the page scrolls, so it
 * never covers the end of the page; it comes up once the page has scrolled a little (so it
 * covers nothing of the first screen: app/globals.css), hides while a text field is focused
 * (the keyboard is up) and from the width where the header shows every link. On a campus's
 * page, Call and WhatsApp reach that campus; elsewhere they open the list of campuses (a native
 * disclosure, so it works without JavaScript; one open at a time). Visit is the page's
 * 'Schedule a Visit'.
 */
export function ReachBar({ locale, campusId }: ReachBarProps) {
  const { reachBar, contactBlock } = contactWordsIn(locale);
  const campuses = campusReachIn(locale);
  const here = campuses.find((campus) => campus.campusId === campusId);
  const site = siteIn(locale);
  const { navLabels } = navigationIn(locale);
  const callLink = (campus: CampusReach): ChooserLink => ({
    key: campus.campusId,
    ...campus.call,
    campus: campus.campusName,
    detail: campus.phone,
  });
  const whatsappLink = (campus: CampusReach): ChooserLink => ({
    key: campus.campusId,
    ...campus.whatsapp!,
    campus: campus.campusName,
    detail: contactBlock.whatsapp,
  });
  const withWhatsapp = campuses.filter((campus) => campus.whatsapp);
  // Call and WhatsApp: each a campus chooser, WhatsApp only where a campus has it.
  const campusCells = [
    {
      key: 'call',
      Icon: PhoneIcon,
      label: reachBar.call,
      here: here && callLink(here),
      links: campuses.map(callLink),
    },
    ...(withWhatsapp.length > 0
      ? [
          {
            key: 'whatsapp',
            Icon: ChatIcon,
            label: reachBar.whatsapp,
            here: here?.whatsapp && whatsappLink(here),
            links: withWhatsapp.map(whatsappLink),
          },
        ]
      : []),
  ];
  return (
    <nav
      aria-label={reachBar.label}
      data-reach-bar
      data-pagefind-ignore="all"
      className="sticky bottom-0 z-30 border-t border-brand-100 bg-white/95 px-2 pb-[max(0.25rem,env(safe-area-inset-bottom))] pt-1 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden [body:has(:is(input,textarea,select):focus)_&]:hidden print:hidden"
    >
      <ul className="mx-auto grid max-w-md grid-cols-4 gap-1">
        {campusCells.map(({ key, Icon, label, here: ofHere, links }) => (
          <li key={key} className="relative">
            <CampusCell
              content={
                <>
                  <Icon className={ICON} />
                  {label}
                </>
              }
              heading={reachBar.chooseCampus}
              here={ofHere}
              links={links}
            />
          </li>
        ))}
        <li className="relative">
          <ScheduleVisit
            locale={locale}
            campusId={campusId}
            className={CELL}
            // Above the bar, where a cell's width cannot hold it.
            unavailablePlace="absolute bottom-full right-0 mb-2 w-72 max-w-[calc(100vw-1rem)]"
            label={
              <>
                <CalendarIcon className={ICON} />
                {reachBar.visit}
              </>
            }
          />
        </li>
        <li>
          <a
            href={site.admissionFormUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={CELL}
          >
            <ExternalLinkIcon className={ICON} />
            {reachBar.apply}
            <span className="sr-only"> {navLabels.newTabNote}</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}

interface ChooserLink {
  key: string;
  href: string;
  /** The link's name for screen readers: 'Call City Campus: +91 …'. */
  name: string;
  campus: string;
  detail: string;
}

/**
 * A cell that reaches the page's campus in one tap (`here`), or, on a page of no one campus, opens
 * the campuses' links above the bar.
 */
function CampusCell({
  content,
  heading,
  here,
  links,
}: {
  content: ReactNode;
  heading: string;
  here?: ChooserLink;
  links: readonly ChooserLink[];
}) {
  if (here)
    return (
      <a href={here.href} aria-label={here.name} className={CELL}>
        {content}
      </a>
    );
  return <CampusChooser summary={content} heading={heading} links={links} />;
}

/** The campuses' links, opened above the bar. */
function CampusChooser({
  summary,
  heading,
  links,
}: {
  summary: ReactNode;
  heading: string;
  links: readonly ChooserLink[];
}) {
  return (
    <details name="reach-bar" className="group/chooser">
      <summary className={`${CELL} group-open/chooser:bg-brand-100`}>{summary}</summary>
      <div className="absolute bottom-full left-0 mb-2 w-64 max-w-[calc(100vw-1rem)] rounded-xl border border-brand-100 bg-white p-2 shadow-xl">
        <p className="px-2 pb-1 text-xs font-semibold text-slate-600">{heading}</p>
        <ul>
          {links.map((link) => (
            <li key={link.key}>
              <a
                href={link.href}
                aria-label={link.name}
                className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-2 text-sm font-semibold text-brand-900 hover:bg-brand-50"
              >
                <span>{link.campus}</span>
                <span className="whitespace-nowrap font-normal text-slate-700">{link.detail}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
