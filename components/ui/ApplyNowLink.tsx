import { ExternalLinkIcon } from '@/components/icons';
import { navLabels } from '@/content/navigation';
import { site } from '@/content/site';
import { buttonClass, type ButtonVariant } from './buttonStyles';

export interface ApplyNowLinkProps {
  label: string;
  variant?: ButtonVariant;
  className?: string;
}

/** 'Apply Now': the external admission form, in a new tab. */
export function ApplyNowLink({ label, variant = 'accent', className = '' }: ApplyNowLinkProps) {
  return (
    <a
      href={site.admissionFormUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass(variant, className)}
    >
      {label}
      <ExternalLinkIcon className="h-4 w-4" />
      <span className="sr-only"> {navLabels.newTabNote}</span>
    </a>
  );
}
