import { AccessibilityStatement } from '@/components/trust/AccessibilityStatement';
import { TrustPage } from '@/components/trust/TrustPage';
import { contentIn } from '@/lib/i18n/content';
import { DEFAULT_LOCALE, intlLocale } from '@/lib/i18n/locales';
import type { Screen } from '@/lib/i18n/screen';
import { staticPageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { allRoutes } from '@/lib/site-routes';

export const accessibilityScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'accessibility', routes.accessibility),
  Page({ locale }) {
    const { accessibilityStatement, trustLabels } = contentIn(locale);
    return (
      <TrustPage locale={locale} page="accessibility" content={accessibilityStatement}>
        <AccessibilityStatement
          // The English statement lists them as it always has; the others in their language.
          listLocale={locale === DEFAULT_LOCALE ? 'en' : intlLocale[locale]}
          statement={accessibilityStatement}
          pageCount={allRoutes.length}
          labels={trustLabels}
        />
      </TrustPage>
    );
  },
};
