// The fee page's calculator: pick a campus, a group of classes, a bus stop and whether the child
// is new; the year's total, its parts and each instalment with its amount and date follow, each
// computed by the cost model from the content as the page reads it; in Marathi the amounts keep
// the Indian grouping. Without JavaScript it is hidden (the tables say the same).
import { feesWordsIn } from '@/lib/fees/fees';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeeYearSection } from '@/components/fees/FeeYearSection';
import { feeTerms } from '@/content/fees';
import { mpdLabels } from '@/content/disclosure-labels';
import { formatPostDate } from '@/lib/blog/post-date';
import { instalmentAmounts, paidToSchool, yearParts, yearTotal } from '@/lib/fees/cost';
import { feeYearCampusesIn } from '@/lib/fees/fee-year';
import { formatRupees } from '@/lib/fees/rupees';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import { fillTemplate } from '@/lib/template';

function renderIn(locale: Locale) {
  const words = feesWordsIn(locale);
  render(
    <FeeYearSection
      text={words.feeYear}
      campuses={feeYearCampusesIn(locale)}
      instalments={words.feeTerms.schedule.instalments}
      tableLabels={mpdLabels}
      origin="https://school.example"
      locale={locale}
    />,
  );
  return { words, campuses: feeYearCampusesIn(locale), intl: intlLocale[locale] };
}

/** A table's body rows as text. */
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'))
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('FeeCalculator', () => {
  it('a campus, class and stop, a new pupil: the total, its parts and each instalment', async () => {
    const user = userEvent.setup();
    const { words, campuses, intl } = renderIn('en');
    const text = words.feeYear.calculator;
    const campus = campuses[1]!;
    const group = campus.classGroups.at(-1)!;
    const stop = campus.stops.at(-1)!;
    await user.selectOptions(screen.getByLabelText(text.campus), campus.name);
    await user.selectOptions(screen.getByLabelText(text.classes), group.classes);
    await user.selectOptions(
      screen.getByLabelText(text.stop),
      fillTemplate(text.stopOption, { stop: stop.name, fare: formatRupees(stop.fare, intl) }),
    );
    await user.click(screen.getByLabelText(text.newPupil));

    const parts = yearParts({
      fees: group.fees,
      booksUniform: group.books.total,
      transport: stop.fare,
      newPupil: true,
    });
    expect(
      screen.getByText(fillTemplate(text.total, { amount: formatRupees(yearTotal(parts), intl) })),
    ).toBeInTheDocument();
    expect(rowsOf(text.partsCaption)).toEqual([
      [
        fillTemplate(words.feeYear.parts.tuition, {
          monthly: formatRupees(group.fees.tuitionFeePerMonth, intl),
        }),
        formatRupees(parts.tuition, intl),
      ],
      [words.feeYear.parts.annualCharges, formatRupees(parts.annualCharges, intl)],
      [words.feeYear.parts.admissionFee, formatRupees(parts.admissionFee, intl)],
      [fillTemplate(text.transportPart, { stop: stop.name }), formatRupees(stop.fare, intl)],
      [words.feeYear.parts.booksUniform, formatRupees(group.books.total, intl)],
    ]);
    const plan = instalmentAmounts(feeTerms.schedule.instalments, parts, group.fees);
    expect(rowsOf(text.instalmentsCaption)).toEqual(
      feeTerms.schedule.instalments.map((instalment, i) => [
        instalment.name,
        formatRupees(plan[i]!.amount, intl),
        formatPostDate(instalment.dueOn, intl),
      ]),
    );
    expect(
      screen.getByText(
        fillTemplate(text.paidToSchool, { amount: formatRupees(paidToSchool(parts), intl) }),
      ),
    ).toBeInTheDocument();
  });

  it('starts with the first campus and class, no bus and no admission fee; a new campus starts over', async () => {
    const user = userEvent.setup();
    const { words, campuses } = renderIn('en');
    const text = words.feeYear.calculator;
    const [first, second] = campuses;
    const total = (campus: typeof first) =>
      fillTemplate(text.total, {
        amount: formatRupees(
          yearTotal(
            yearParts({
              fees: campus!.classGroups[0]!.fees,
              booksUniform: campus!.classGroups[0]!.books.total,
              transport: 0,
              newPupil: false,
            }),
          ),
        ),
      });
    expect(screen.getByText(total(first))).toBeInTheDocument();
    expect(screen.getByLabelText(text.stop)).toHaveValue('');
    await user.selectOptions(screen.getByLabelText(text.stop), first!.stops[0]!.id);
    await user.selectOptions(screen.getByLabelText(text.campus), second!.name);
    expect(screen.getByLabelText(text.stop)).toHaveValue('');
    expect(screen.getByLabelText(text.classes)).toHaveValue(second!.classGroups[0]!.id);
    expect(screen.getByText(total(second))).toBeInTheDocument();
    // Hidden without JavaScript: the page's tables say the same there.
    expect(screen.getByRole('heading', { name: text.heading }).parentElement).toHaveClass(
      'noscript:hidden',
    );
  });

  it('in Marathi: Marathi words, and a total above a lakh in Indian groups', async () => {
    const user = userEvent.setup();
    const { words, campuses, intl } = renderIn('mr');
    const text = words.feeYear.calculator;
    const campus = campuses[0]!;
    const group = campus.classGroups.at(-1)!;
    await user.selectOptions(screen.getByLabelText(text.classes), group.classes);
    await user.click(screen.getByLabelText(text.newPupil));
    const amount = yearTotal(
      yearParts({
        fees: group.fees,
        booksUniform: group.books.total,
        transport: 0,
        newPupil: true,
      }),
    );
    expect(amount).toBeGreaterThanOrEqual(100000);
    const written = formatRupees(amount, intl);
    expect(written).toMatch(/^₹\d{1,2},\d\d,\d{3}$/);
    expect(screen.getByText(fillTemplate(text.total, { amount: written }))).toBeInTheDocument();
    expect(text.heading).toMatch(/[\u0900-\u097F]/);
  });
});
