/**
 * Today's date as YYYY-MM-DD in the visitor's own time zone: the earliest Preferred Date.
 * `toISOString()` alone would give the UTC date, which east of Greenwich is
 * still yesterday just after local midnight (and west of it already tomorrow in the evening).
 *
 * `offsetMinutes` is `Date#getTimezoneOffset()` (minutes to add to local time to get UTC,
 * e.g. -330 for UTC+5:30); it defaults to the runtime's own zone at that instant.
 */
export function localIsoDate(
  now: Date = new Date(),
  offsetMinutes: number = now.getTimezoneOffset(),
): string {
  return new Date(now.getTime() - offsetMinutes * 60_000).toISOString().slice(0, 10);
}
