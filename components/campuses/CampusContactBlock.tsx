import { ContactBlock, type ContactBlockProps } from '@/components/contact/ContactBlock';

export interface CampusContactBlockProps {
  heading: string;
  text: string;
  /** Each campus's contact block. */
  campuses: Omit<ContactBlockProps, 'className'>[];
}

/** 'Want to know more?' under the campus list: each campus's contact block, each link one tap. */
export function CampusContactBlock({ heading, text, campuses }: CampusContactBlockProps) {
  return (
    <section aria-labelledby="campus-contact-heading" className="bg-white pb-16 sm:pb-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-gradient-to-br from-brand-900 to-brand-700 p-6 text-white shadow-xl sm:p-12">
          <div className="max-w-2xl">
            <h2 id="campus-contact-heading" className="text-3xl font-bold tracking-tight">
              {heading}
            </h2>
            <p className="mt-3 leading-relaxed text-brand-100">{text}</p>
          </div>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {campuses.map((campus) => (
              <li
                key={campus.contact.campusId}
                className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/15"
              >
                <ContactBlock {...campus} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
