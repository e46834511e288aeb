/**
 * Builds and reads the calendar feeds in UTC−8 (winter in Los Angeles), where midnight UTC is
 * still the day before: where a date written as a UTC time would show a day early.
 * @jest-environment ./tests/unit/timezone-environment.mjs
 * @jest-environment-options {"timezone": "America/Los_Angeles"}
 */
import { describeFeedsIn } from './helpers/ical-time-zones';

describeFeedsIn('America/Los_Angeles', -8 * 60);
