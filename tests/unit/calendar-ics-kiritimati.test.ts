/**
 * Builds and reads the calendar feeds in UTC+14 (Kiritimati), the earliest zone on Earth, where
 * a date written as a time in India would show a day late.
 * @jest-environment ./tests/unit/timezone-environment.mjs
 * @jest-environment-options {"timezone": "Pacific/Kiritimati"}
 */
import { describeFeedsIn } from './helpers/ical-time-zones';

describeFeedsIn('Pacific/Kiritimati', 14 * 60);
