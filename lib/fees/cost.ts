// The cost of a year at the school, for one group of classes, as pure arithmetic on content: the
// parts (tuition for twelve months, annual charges, the admission fee for a new pupil, the
// school's estimate of books and uniform, the bus fare of a stop), their total, and the
// instalments paid to the school (content/fees.ts › feeTerms.schedule.instalments says what each
// pays for). Books and uniform are bought by the family: they count in the total and in no
// instalment, so the instalments add up to the total less the books and uniform. Amounts are whole
// rupees. Shared by the fee page's tables (server) and its calculator (browser): it imports nothing.

/** The months of tuition a year has. */
export const TUITION_MONTHS = 12;

/** A group of classes' fees, as its campus's fee table gives them. */
export interface ClassFees {
  admissionFee: number;
  tuitionFeePerMonth: number;
  annualCharges: number;
}

export interface YearChoice {
  fees: ClassFees;
  /** The school's estimate of books and uniform for the group of classes. */
  booksUniform: number;
  /** The chosen stop's fare for the year; 0 without the school bus. */
  transport: number;
  /** A pupil joining the school pays the admission fee once. */
  newPupil: boolean;
}

export interface YearParts {
  tuition: number;
  annualCharges: number;
  /** 0 for a pupil already at the school. */
  admissionFee: number;
  booksUniform: number;
  transport: number;
}

/** What an instalment pays for (content/fees.ts). */
export interface InstalmentPlan {
  dueOn: string;
  tuitionMonths?: { from: string; to: string };
  annualCharges?: boolean;
  admissionFee?: boolean;
  transportPercent?: number;
}

export interface InstalmentAmount {
  dueOn: string;
  tuition: number;
  annualCharges: number;
  admissionFee: number;
  transport: number;
  /** The instalment's amount: the four above. */
  amount: number;
}

/** The number of months from `from` to `to` (YYYY-MM), both counted. */
export function monthCount(from: string, to: string): number {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
  return index(to) - index(from) + 1;
}

/** A year's parts for one group of classes, stop and pupil. */
export function yearParts({ fees, booksUniform, transport, newPupil }: YearChoice): YearParts {
  return {
    tuition: TUITION_MONTHS * fees.tuitionFeePerMonth,
    annualCharges: fees.annualCharges,
    admissionFee: newPupil ? fees.admissionFee : 0,
    booksUniform,
    transport,
  };
}

/** The year's total: every part, books and uniform included. */
export const yearTotal = (parts: YearParts): number =>
  parts.tuition + parts.annualCharges + parts.admissionFee + parts.booksUniform + parts.transport;

/** What the family pays the school in the year: the total less the books and uniform it buys. */
export const paidToSchool = (parts: YearParts): number => yearTotal(parts) - parts.booksUniform;

/**
 * Each instalment's amount: its months of tuition at the monthly fee, the annual charges and the
 * admission fee where it carries them, and its share of the bus fare. A share is rounded down to
 * whole rupees; the rupees that rounding leaves go with the first instalment that has a share, so
 * the shares add up to the fare exactly. With twelve months, one instalment for each charge and
 * shares of 100 per cent (the content check holds the schedule to that), the instalments add up
 * to paidToSchool(parts).
 */
export function instalmentAmounts(
  plans: readonly InstalmentPlan[],
  parts: YearParts,
  fees: ClassFees,
): InstalmentAmount[] {
  const shares = plans.map((plan) =>
    Math.floor((parts.transport * (plan.transportPercent ?? 0)) / 100),
  );
  const first = plans.findIndex((plan) => (plan.transportPercent ?? 0) > 0);
  if (first >= 0) shares[first]! += parts.transport - shares.reduce((sum, s) => sum + s, 0);
  return plans.map((plan, i) => {
    const months = plan.tuitionMonths
      ? monthCount(plan.tuitionMonths.from, plan.tuitionMonths.to)
      : 0;
    const amounts = {
      tuition: months * fees.tuitionFeePerMonth,
      annualCharges: plan.annualCharges ? parts.annualCharges : 0,
      admissionFee: plan.admissionFee ? parts.admissionFee : 0,
      transport: shares[i]!,
    };
    return {
      dueOn: plan.dueOn,
      ...amounts,
      amount: amounts.tuition + amounts.annualCharges + amounts.admissionFee + amounts.transport,
    };
  });
}

/** The total of a list of estimated amounts. */
export const sumOf = (items: readonly { amount: number }[]): number =>
  items.reduce((sum, item) => sum + item.amount, 0);
