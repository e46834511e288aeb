import { navigationIn, siteIn } from '@/lib/site/site';
import { ExternalLinkIcon } from '@/components/icons';
import type { Locale } from '@/lib/i18n/locales';
import { buttonClass, type ButtonSize, type ButtonVariant } from './buttonStyles';

export interface ApplyNowLinkProps {
  locale: Locale;
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** 'Apply Now': the external admission form, in a new tab. */
export function ApplyNowLink({
  locale,
  label,
  variant = 'accent',
  size = 'regular',
  className = '',
}: ApplyNowLinkProps) {
  const { navLabels } = navigationIn(locale);
  const site = siteIn(locale);
  return (
    <a
      href={site.admissionFormUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass(variant, className, size)}
    >
      {label}
      <ExternalLinkIcon className="h-4 w-4" />
      <span className="sr-only"> {navLabels.newTabNote}</span>
    </a>
  );
}
