import { navLabels } from '@/content/navigation';
import { site } from '@/content/site';
import { buttonClass, type ButtonVariant } from './buttonStyles';

export interface ApplyNowLinkProps {
  label: string;
  variant?: ButtonVariant;
  className?: string;
}

/** 'Apply Now': the external admission form, in a new tab (SPEC §1, §2). */
export function ApplyNowLink({ label, variant = 'accent', className = '' }: ApplyNowLinkProps) {
  return (
    <a
      href={site.admissionFormUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass(variant, className)}
    >
      {label}
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <path d="M11 3h6v6h-2V6.41l-6.29 6.3-1.42-1.42L13.59 5H11V3zM5 5h4v2H5v8h8v-4h2v4a2 2 0 01-2 2H5a2 2 0 01-2-2V7a2 2 0 012-2z" />
      </svg>
      <span className="sr-only"> {navLabels.newTabNote}</span>
    </a>
  );
}
