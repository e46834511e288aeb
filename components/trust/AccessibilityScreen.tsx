import { accessibilityStatementIn } from '@/lib/trust/trust';
import { pagesWordsIn } from '@/lib/site/site';
import { AccessibilityStatement } from './AccessibilityStatement';
import { TrustFrame } from './TrustFrame';
import { DEFAULT_LOCALE, intlLocale } from '@/lib/i18n/locales';
import type { Screen } from '@/components/layout/screen';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes/routes';
import { allRoutes } from '@/lib/routes/site-routes';

export const accessibilityScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'accessibility', routes.accessibility),
  Page({ locale }) {
    const { trustLabels } = pagesWordsIn(locale);
    const accessibilityStatement = accessibilityStatementIn(locale);
    return (
      <TrustFrame locale={locale} page="accessibility" content={accessibilityStatement}>
        <AccessibilityStatement
          // The English statement lists them as it always has; the others in their language.
          listLocale={locale === DEFAULT_LOCALE ? 'en' : intlLocale[locale]}
          statement={accessibilityStatement}
          pageCount={allRoutes().length}
          labels={trustLabels}
        />
      </TrustFrame>
    );
  },
};
