import { IconBadge } from '@/components/ui/IconBadge';
import { DocumentIcon } from '@/components/icons';
import Link from 'next/link';
import type { LinkItem } from '@/content/schema';
import { buttonClass } from '@/components/ui/buttonStyles';

export interface DisclosureBlockProps {
  heading: string;
  text: string;
  link: LinkItem;
}

/** The 'Mandatory Public Disclosure' block with 'View Now'. */
export function DisclosureBlock({ heading, text, link }: DisclosureBlockProps) {
  return (
    <section aria-labelledby="campus-disclosure-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col items-start gap-6 rounded-3xl border border-brand-100 bg-brand-50 p-8 sm:flex-row sm:items-center sm:p-10">
          <IconBadge className="h-14 w-14 shrink-0 rounded-2xl bg-brand-800 text-white">
            <DocumentIcon className="h-7 w-7" />
          </IconBadge>
          <div className="flex-1">
            <h2 id="campus-disclosure-heading" className="text-2xl font-bold text-brand-900">
              {heading}
            </h2>
            <p className="mt-2 leading-relaxed text-gray-600">{text}</p>
          </div>
          <Link href={link.href} className={buttonClass('brand', 'shrink-0')}>
            {link.label}
            <span className="sr-only">: {heading}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
