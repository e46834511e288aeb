import { admissionsWordsIn } from '@/lib/admissions/admissions';
import { AdmissionBenefits } from './AdmissionBenefits';
import { AdmissionsByAge } from './AdmissionsByAge';
import { AdmissionFacilities } from './AdmissionFacilities';
import { AdmissionsCta } from './AdmissionsCta';
import { AdmissionSteps } from './AdmissionSteps';
import Link from 'next/link';
import { ApplyNowLink } from '@/components/ui/ApplyNowLink';
import { ImageHero } from '@/components/ui/ImageHero';
import type { Screen } from '@/components/layout/screen';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { accoladesPageIn } from '@/lib/accolades/accolades';
import { localePath } from '@/lib/i18n/locales';
import { boardResultsPath, routes } from '@/lib/routes/routes';

export const admissionsScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'admissions', routes.admissions),
  Page({ locale }) {
    const { admissions } = admissionsWordsIn(locale);
    const { hero } = admissions;
    return (
      <>
        <ImageHero
          title={hero.title}
          image={hero.image}
          lead={
            <>
              <p className="text-xl font-semibold text-white sm:text-2xl">{hero.subtitle}</p>
              <p className="mt-2">{hero.note}</p>
            </>
          }
        >
          <div className="mt-8 flex flex-wrap items-center gap-x-8 gap-y-4">
            <ApplyNowLink locale={locale} label={hero.applyLabel} />
            <Link
              href={admissions.feesLink.href}
              className="inline-block py-2 font-semibold text-white underline underline-offset-4 hover:text-accent-300"
            >
              {admissions.feesLink.label}
            </Link>
            <Link
              href={localePath(locale, boardResultsPath())}
              className="inline-block py-2 font-semibold text-white underline underline-offset-4 hover:text-accent-300"
            >
              {accoladesPageIn(locale).results.link}
            </Link>
          </div>
        </ImageHero>
        <AdmissionSteps heading={admissions.processHeading} steps={admissions.steps} />
        <AdmissionsByAge locale={locale} />
        <AdmissionBenefits
          heading={admissions.benefits.heading}
          items={admissions.benefits.items}
        />
        <AdmissionFacilities
          heading={admissions.facilitiesHeading}
          facilities={admissions.facilities}
          fallbackImage={admissions.facilityFallbackImage}
        />
        <AdmissionsCta
          locale={locale}
          heading={admissions.cta.heading}
          text={admissions.cta.text}
          applyLabel={admissions.cta.applyLabel}
        />
      </>
    );
  },
};
