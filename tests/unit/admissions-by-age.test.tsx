// A changed rule in the admission year's file changes /admissions: the table's dates and campuses
// and the checker's answer both follow the file, read from a copy of content/admission-years/ in
// which the cut-off moved and a class opened at one more campus.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdmissionsByAge } from '@/components/admissions/AdmissionsByAge';
import { admissionsByAge as words } from '@/content/admissions';

const mockRoot = mkdtempSync(path.join(tmpdir(), 'admission-year-'));

jest.mock('@/lib/admissions/admissions', () => {
  const actual = jest.requireActual('@/lib/admissions/admissions');
  return {
    ...actual,
    admissionYearIn: (locale: string) => actual.admissionYearIn(locale, mockRoot),
  };
});

const folder = 'content/admission-years';
const english = path.join(mockRoot, folder, '2027-28.en.yml');

beforeAll(() => {
  cpSync(path.join(process.cwd(), folder), path.join(mockRoot, folder), { recursive: true });
  const text = readFileSync(english, 'utf8');
  const changed = text
    .replace('cutoff: 2027-12-31', 'cutoff: 2027-09-30')
    .replace(/(- id: sr-kg\n(?: {4}.*\n)*? {4}campuses:\n {6}- city\n)/, '$1      - osmanpura\n');
  expect(changed).not.toBe(text);
  writeFileSync(english, changed);
});

afterAll(() => rmSync(mockRoot, { recursive: true, force: true }));

/** The table's row of a class: its name, first and last dates of birth, and campuses. */
const rowOf = (id: string) =>
  [...document.querySelectorAll(`tr[data-class="${id}"] > *`)].map((cell) => cell.textContent);

it('the table and the checker follow the file', () => {
  render(<AdmissionsByAge locale="en" />);
  // Nursery takes those 3 years old by 30 September 2027, not 31 December.
  expect(rowOf('nursery')).toEqual(['Nursery', '1 October 2023', '30 September 2024', 'City']);
  expect(rowOf('sr-kg')).toEqual([
    'Sr KG',
    '1 October 2021',
    '30 September 2022',
    'City and Osmanpura',
  ]);
  expect(rowOf('class-1')).toEqual([
    'Class I',
    '1 October 2020',
    '30 September 2021',
    words.everyCampus,
  ]);

  // Born in November 2024: Nursery under the old cut-off, Pre-Nursery under the new one.
  fireEvent.change(screen.getByLabelText(words.birthLabel), { target: { value: '2024-11-20' } });
  fireEvent.click(screen.getByRole('button', { name: words.checkLabel }));
  expect(screen.getByRole('status')).toHaveTextContent(
    'Born on 20 November 2024: Pre-Nursery, for the academic year 2027-28.',
  );
  // Sr KG is offered at the campus the file added.
  fireEvent.change(screen.getByLabelText(words.birthLabel), { target: { value: '2022-01-15' } });
  fireEvent.click(screen.getByRole('button', { name: words.checkLabel }));
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Sr KG');
  expect(
    within(status)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([expect.stringContaining('City Campus'), expect.stringContaining('Osmanpura Campus')]);
});
