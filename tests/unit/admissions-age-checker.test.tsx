// The checker beside /admissions' table: a labelled native date field whose answer, in the page's
// language, is announced in a live region; a visit offered with a class; nothing sent anywhere.
import { fireEvent, render, screen } from '@testing-library/react';
import { AgeChecker } from '@/components/admissions/AgeChecker';
import { admissionsByAge as words } from '@/content/admissions';
import { ageCheckerWordsOf, type AgeRule } from '@/lib/admissions/age-rule';

const rule: AgeRule = {
  academicYear: '2027-28',
  cutoff: '2027-12-31',
  relaxationDays: 15,
  classes: [
    { id: 'nursery', name: 'Nursery', minimumAge: 3, maximumAge: 3, campuses: ['city'] },
    { id: 'jr-kg', name: 'Jr KG', minimumAge: 4, maximumAge: 4 },
  ],
};

const check = (birth: string) => {
  fireEvent.change(screen.getByLabelText(words.birthLabel), { target: { value: birth } });
  fireEvent.click(screen.getByRole('button', { name: words.checkLabel }));
  return screen.getByRole('status');
};

/** Every request the page could send: none may be made. */
const sent = jest.fn();

beforeEach(() => {
  sent.mockClear();
  global.fetch = sent as unknown as typeof fetch;
  jest.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(sent);
  render(
    <AgeChecker
      rule={rule}
      intlLocale="en-IN"
      words={ageCheckerWordsOf(words)}
      visits={(['city', 'airport'] as const).map((campusId) => ({
        campusId,
        offer: <button type="button">Visit {campusId}</button>,
      }))}
    />,
  );
});

afterEach(() => {
  expect(sent).not.toHaveBeenCalled();
  jest.restoreAllMocks();
});

it('a required date field, bounded, and no answer before one is checked', () => {
  const field = screen.getByLabelText(words.birthLabel);
  expect(field).toHaveAttribute('type', 'date');
  expect(field).toBeRequired();
  expect(field).toHaveAttribute('max', '2027-12-31');
  expect(field).toHaveAttribute('min', '2007-12-31');
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(screen.getByText(words.keptHere)).toBeInTheDocument();
});

it('names the class, in a live region, and offers a visit to the campuses that teach it', () => {
  const status = check('2024-02-29');
  expect(status).toHaveAttribute('aria-live', 'polite');
  expect(status).toHaveTextContent(
    'Born on 29 February 2024: Nursery, for the academic year 2027-28.',
  );
  expect(status).toHaveTextContent(words.visitLead);
  const offered = () => screen.getAllByRole('button', { name: /^Visit/ }).map((b) => b.textContent);
  expect(offered()).toEqual(['Visit city']);
  check('2023-03-01');
  expect(offered()).toEqual(['Visit city', 'Visit airport']);
});

it('says when the principal’s relaxation could apply', () => {
  expect(check('2024-01-05')).toHaveTextContent(
    'Born within 15 days after the cut-off of Jr KG: the principal may relax the date and admit your child to Jr KG.',
  );
});

it('too young: from which year the child may apply, and no visit offered', () => {
  expect(check('2025-03-01')).toHaveTextContent(
    'Born on 1 March 2025: too young for Nursery in 2027-28. Your child may apply for Nursery for the academic year 2028-29.',
  );
  expect(screen.queryByRole('button', { name: /^Visit/ })).toBeNull();
});

it('too old: call the office', () => {
  expect(check('2022-06-01')).toHaveTextContent(
    'Born on 1 June 2022: older than the classes open for admission in 2027-28. Please call the office.',
  );
});
