/**
 * Runs in UTC+5:30 (India, no daylight saving), where just after local midnight the UTC date is
 * still yesterday: exactly where a `toISOString()` minimum would wrongly allow yesterday.
 * @jest-environment ./tests/unit/timezone-environment.mjs
 * @jest-environment-options {"timezone": "Asia/Kolkata"}
 */
import { render, screen } from '@testing-library/react';
import { VisitForm } from '@/components/visit/VisitForm';
import { englishVisitWords } from './helpers/visit-words';
import { visit } from '@/content/visit';
import { localIsoDate } from '@/components/visit/local-date';

jest.mock('@emailjs/browser', () => ({ send: jest.fn() }));

// 00:15 on 11 March 2025 in India is 18:45 on 10 March in UTC.
const JUST_AFTER_LOCAL_MIDNIGHT = new Date('2025-03-10T18:45:00Z');

describe('localIsoDate in UTC+5:30', () => {
  it('really runs in UTC+5:30', () => {
    expect(JUST_AFTER_LOCAL_MIDNIGHT.getTimezoneOffset()).toBe(-330);
    expect(JUST_AFTER_LOCAL_MIDNIGHT.toISOString().slice(0, 10)).toBe('2025-03-10');
  });

  it("gives the visitor's local date, not the UTC one, just after local midnight", () => {
    expect(localIsoDate(JUST_AFTER_LOCAL_MIDNIGHT)).toBe('2025-03-11');
  });

  it('still gives today one minute before local midnight', () => {
    expect(localIsoDate(new Date('2025-03-10T18:29:00Z'))).toBe('2025-03-10');
  });

  it('crosses a year boundary locally', () => {
    expect(localIsoDate(new Date('2024-12-31T18:30:00Z'))).toBe('2025-01-01');
  });

  it('takes an injected offset: west of Greenwich the local date can be behind UTC', () => {
    // 02:00 UTC on 11 March is 21:00 on 10 March in UTC-5 (offset +300).
    expect(localIsoDate(new Date('2025-03-11T02:00:00Z'), 300)).toBe('2025-03-10');
    expect(localIsoDate(JUST_AFTER_LOCAL_MIDNIGHT, 0)).toBe('2025-03-10');
  });

  it("sets the form's Preferred Date minimum to the local date", () => {
    jest.useFakeTimers({ now: JUST_AFTER_LOCAL_MIDNIGHT });
    try {
      render(<VisitForm words={englishVisitWords()} onSuccessElapsed={() => {}} />);
      expect(screen.getByLabelText(visit.labels.preferredDate)).toHaveAttribute(
        'min',
        '2025-03-11',
      );
    } finally {
      jest.useRealTimers();
    }
  });
});
