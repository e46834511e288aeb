import type { AccessibilityStatement as AccessibilityContent, TrustLabels } from '@/content/schema';
import { fillTemplate } from '@/lib/template';
import { ContactCard } from './ContactCard';
import { ListSection, ProseSection, TrustSection } from './TrustFrame';

export interface AccessibilityStatementProps {
  /** The Intl locale the tested widths are listed in ('en-IN'). */
  listLocale: string;
  statement: AccessibilityContent;
  /** How many pages the site builds: the number the statement says every test covers. */
  pageCount: number;
  labels: TrustLabels;
}

/** The accessibility statement's sections: the standard, the checks, what works and what not. */
export function AccessibilityStatement({
  listLocale,
  statement,
  pageCount,
  labels,
}: AccessibilityStatementProps) {
  const figures = {
    pages: pageCount,
    widths: new Intl.ListFormat(listLocale, { type: 'conjunction' }).format(
      statement.testedWidths.map(String),
    ),
  };
  const { testing, works, knownIssues, feedback } = statement;
  return (
    <>
      <ProseSection id="accessibility-standard" part={statement.standard} />
      <ListSection
        id="accessibility-testing"
        part={testing}
        items={testing.items.map((item) => fillTemplate(item, figures))}
      />
      <ListSection id="accessibility-works" part={works} />
      <TrustSection id="accessibility-known-issues" heading={knownIssues.heading}>
        <p>{knownIssues.intro}</p>
        <ul className="space-y-4">
          {knownIssues.items.map(({ issue, instead }) => (
            <li key={issue} className="border-l-4 border-accent-300 pl-4">
              <p>{issue}</p>
              <p className="mt-1 text-slate-700">{instead}</p>
            </li>
          ))}
        </ul>
      </TrustSection>
      <TrustSection id="accessibility-feedback" heading={feedback.heading}>
        <p>{feedback.text}</p>
        <ContactCard person={feedback.person} labels={labels}>
          <p>{feedback.responseTime}</p>
        </ContactCard>
      </TrustSection>
      <ProseSection id="accessibility-enforcement" part={statement.enforcement} />
    </>
  );
}
