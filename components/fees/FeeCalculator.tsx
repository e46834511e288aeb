'use client';

import { useId, useState } from 'react';
import type { FeeYearText } from '@/content/schema';
import { formatPostDate } from '@/lib/blog/post-date';
import {
  instalmentAmounts,
  paidToSchool,
  yearParts,
  yearTotal,
  type ClassFees,
  type InstalmentPlan,
} from '@/lib/fees/cost';
import { formatRupees } from '@/lib/fees/rupees';
import { fillTemplate } from '@/lib/template';

export interface CalculatorCampus {
  id: string;
  name: string;
  /** Each group's fees, books estimate and the estimate's line ('Books and uniform (…)'). */
  classGroups: {
    id: string;
    classes: string;
    fees: ClassFees;
    booksUniform: number;
    booksLabel: string;
  }[];
  /** The campus's stops, route by route; none without buses. */
  stops: { id: string; name: string; routeName: string; fare: number }[];
}

export interface CalculatorInstalment extends InstalmentPlan {
  name: string;
}

export interface FeeCalculatorProps {
  campuses: readonly CalculatorCampus[];
  instalments: readonly CalculatorInstalment[];
  text: Pick<FeeYearText, 'calculator' | 'parts'>;
  /** Intl's locale of the page: amounts and dates are written in it. */
  locale: string;
}

const FIELD = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink';
const LABEL = 'block font-semibold text-ink';
const CELL = 'px-2 py-2 align-top sm:px-4';
const AMOUNT = `${CELL} text-right tabular-nums whitespace-nowrap`;

/** The stops grouped by route, in the order given. */
function byRoute(stops: CalculatorCampus['stops']) {
  const routes = new Map<string, CalculatorCampus['stops']>();
  for (const stop of stops)
    routes.set(stop.routeName, [...(routes.get(stop.routeName) ?? []), stop]);
  return [...routes];
}

/**
 * The cost of a year for one child: campus, group of classes, bus stop (or none) and whether the
 * child is new; the year's total part by part, and each instalment paid to the school with its
 * amount and date. The cost model (lib/fees/cost.ts) computes every amount, as it does for the
 * page's tables. Needs JavaScript: hidden without it, where the tables say the same.
 */
export function FeeCalculator({ campuses, instalments, text, locale }: FeeCalculatorProps) {
  const id = useId();
  const words = text.calculator;
  const [campusId, setCampusId] = useState(campuses[0]?.id ?? '');
  const campus = campuses.find((c) => c.id === campusId) ?? campuses[0];
  const [groupId, setGroupId] = useState(campus?.classGroups[0]?.id ?? '');
  const [stopId, setStopId] = useState('');
  const [newPupil, setNewPupil] = useState(false);
  if (!campus) return null;
  const group = campus.classGroups.find((g) => g.id === groupId) ?? campus.classGroups[0]!;
  const stop = campus.stops.find((s) => s.id === stopId);
  const rupees = (value: number) => formatRupees(value, locale);
  const parts = yearParts({
    fees: group.fees,
    booksUniform: group.booksUniform,
    transport: stop?.fare ?? 0,
    newPupil,
  });
  const plan = instalmentAmounts(instalments, parts, group.fees);
  const partRows: [string, number][] = [
    [
      fillTemplate(text.parts.tuition, { monthly: rupees(group.fees.tuitionFeePerMonth) }),
      parts.tuition,
    ],
    [text.parts.annualCharges, parts.annualCharges],
    ...(newPupil ? [[text.parts.admissionFee, parts.admissionFee] as [string, number]] : []),
    ...(stop
      ? [
          [fillTemplate(words.transportPart, { stop: stop.name }), parts.transport] as [
            string,
            number,
          ],
        ]
      : []),
    [group.booksLabel, parts.booksUniform],
  ];
  const total = fillTemplate(words.total, { amount: rupees(yearTotal(parts)) });

  return (
    // A control, not a notice: left off paper (app/print.css), where the tables say the same.
    <div
      data-print="hide"
      className="mt-6 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100 noscript:hidden sm:p-6"
    >
      <h3 className="text-xl font-bold text-brand-900">{words.heading}</h3>
      <p className="mt-2 text-slate-800">{words.intro}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-campus`} className={LABEL}>
            {words.campus}
          </label>
          <select
            id={`${id}-campus`}
            className={FIELD}
            value={campus.id}
            onChange={(event) => {
              const next = campuses.find((c) => c.id === event.target.value);
              setCampusId(event.target.value);
              setGroupId(next?.classGroups[0]?.id ?? '');
              setStopId('');
            }}
          >
            {campuses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-classes`} className={LABEL}>
            {words.classes}
          </label>
          <select
            id={`${id}-classes`}
            className={FIELD}
            value={group.id}
            onChange={(e) => setGroupId(e.target.value)}
          >
            {campus.classGroups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.classes}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-stop`} className={LABEL}>
            {words.stop}
          </label>
          <select
            id={`${id}-stop`}
            className={FIELD}
            value={stop?.id ?? ''}
            onChange={(e) => setStopId(e.target.value)}
          >
            <option value="">{words.noBus}</option>
            {byRoute(campus.stops).map(([route, stops]) => (
              <optgroup key={route} label={route}>
                {stops.map((s) => (
                  <option key={s.id} value={s.id}>
                    {fillTemplate(words.stopOption, { stop: s.name, fare: rupees(s.fare) })}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-3 self-end py-2">
          <input
            id={`${id}-new`}
            type="checkbox"
            className="size-6 shrink-0 accent-brand-700"
            checked={newPupil}
            onChange={(e) => setNewPupil(e.target.checked)}
          />
          <label htmlFor={`${id}-new`} className="font-semibold text-ink">
            {words.newPupil}
          </label>
        </div>
      </div>
      <p aria-live="polite" className="mt-6 text-2xl font-bold text-brand-900">
        {total}
      </p>
      <table className="mt-4 w-full border-collapse bg-white text-left text-sm ring-1 ring-slate-200">
        <caption className="px-4 py-2 text-left font-semibold text-brand-900">
          {words.partsCaption}
        </caption>
        <tbody>
          {partRows.map(([label, amount]) => (
            <tr key={label} className="border-b border-slate-200">
              <th scope="row" className={`${CELL} font-medium text-ink`}>
                {label}
              </th>
              <td className={AMOUNT}>{rupees(amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="mt-4 w-full border-collapse bg-white text-left text-sm ring-1 ring-slate-200">
        <caption className="px-4 py-2 text-left font-semibold text-brand-900">
          {words.instalmentsCaption}
        </caption>
        <thead className="bg-brand-50 text-brand-900">
          <tr>
            <th scope="col" className={`${CELL} font-semibold`}>
              {words.columns.instalment}
            </th>
            <th scope="col" className={`${CELL} text-right font-semibold`}>
              {words.columns.amount}
            </th>
            <th scope="col" className={`${CELL} font-semibold`}>
              {words.columns.dueOn}
            </th>
          </tr>
        </thead>
        <tbody>
          {plan.map((instalment, i) => (
            <tr key={instalments[i]!.name} className="border-b border-slate-200">
              <th scope="row" className={`${CELL} font-medium text-ink`}>
                {instalments[i]!.name}
              </th>
              <td className={AMOUNT}>{rupees(instalment.amount)}</td>
              <td className={CELL}>{formatPostDate(instalment.dueOn, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 font-semibold text-ink">
        {fillTemplate(words.paidToSchool, { amount: rupees(paidToSchool(parts)) })}
      </p>
    </div>
  );
}
