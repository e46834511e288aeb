// The _headers rules the build adds for the calendar's .ics files (scripts/postbuild/policies.mjs):
// exact paths, with the Content-Type and revalidation of deploy/security-headers.mjs.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { CACHE_RULES, CONTENT_TYPES } from '../../deploy/security-headers.mjs';
import { exportedFiles, sitePathOf } from '../../scripts/postbuild/export-files.mjs';
import { calendarFileRules } from '../../scripts/postbuild/policies.mjs';

test('each .ics file of an export gets its own rule, and nothing else does', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'export-'));
  for (const file of ['calendar/all.ics', 'calendar/events/a.ics', 'calendar.html', 'x.ics.gz']) {
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    writeFileSync(path.join(out, file), '');
  }
  const paths = exportedFiles('.ics', out).map((file) => sitePathOf(file, out));
  assert.deepEqual(paths.sort(), ['/calendar/all.ics', '/calendar/events/a.ics']);
  assert.deepEqual(calendarFileRules(['/calendar/all.ics']), [
    [
      '/calendar/all.ics',
      `  Content-Type: ${CONTENT_TYPES.calendar}`,
      `  Cache-Control: ${CACHE_RULES.html}`,
    ].join('\n'),
  ]);
});
