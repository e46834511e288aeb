// A content file's fields are parsed once per text: each reader gets its own copy, a changed text
// is read anew, and a text that is no list of fields is refused, naming the file, every time.
import { yamlFields } from '@/content/yaml-fields';

const FILE = 'content/leaders/example.en.yml';

test('each reader gets its own copy of the same text’s fields', () => {
  const source = 'name: Dr. Meera Kulkarni\nroles:\n  - Principal\n';
  const first = yamlFields(FILE, source);
  (first.roles as string[]).push('Director');
  first.name = 'changed by one reader';
  expect(yamlFields(FILE, source)).toEqual({ name: 'Dr. Meera Kulkarni', roles: ['Principal'] });
});

test('a changed text gives its new fields', () => {
  expect(yamlFields(FILE, 'fee: 5000\n')).toEqual({ fee: 5000 });
  expect(yamlFields(FILE, 'fee: 5200\n')).toEqual({ fee: 5200 });
});

test('a text that is no list of fields is refused each time it is read, naming the file', () => {
  for (let time = 0; time < 2; time++) {
    expect(() => yamlFields(FILE, '- one\n- two\n')).toThrow(
      `${FILE} › (file): is not a list of fields (name: value, one per line)`,
    );
    expect(() => yamlFields(FILE, 'name: [unclosed\n')).toThrow(`${FILE} › (file): `);
  }
});

test('dates stay the text the schema reads, under the core schema', () => {
  expect(yamlFields(FILE, 'date: 2026-12-15\n')).toEqual({ date: '2026-12-15' });
});
