/**
 * @jest-environment node
 */
// Transfer certificate verification: how a TC number is normalised, that the build's hashes
// (Node's PBKDF2) and the browser's (WebCrypto) agree, the register and its cache, and what the
// content check and the production build say about the list.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  findTransferCertificate,
  normaliseTcNumber,
  TC_HASH_BITS,
  TC_HASH_ITERATIONS,
  tcHash,
} from '@/lib/tc-verification';
import {
  demoTransferCertificates,
  parseTransferCertificates,
  readTransferCertificates,
  type TransferCertificate,
} from '@/scripts/content-check/transfer-certificates';
import { formatIssue } from '@/scripts/content-check/validate';
import { buildTcRegister, nodeTcHash } from '@/scripts/tc-register';

describe('normaliseTcNumber', () => {
  it.each([
    ['AGS/CITY/2025/0147', 'AGS/CITY/2025/0147'],
    ['ags/city/2025/0147', 'AGS/CITY/2025/0147'],
    ['  AGS / CITY / 2025 / 0147 ', 'AGS/CITY/2025/0147'],
    ['AGS-CITY-2025-0147', 'AGSCITY20250147'],
    ['AGS – CITY—2025‑0147', 'AGSCITY20250147'],
    ['ＡＧＳ／ＣＩＴＹ／２０２５', 'AGS/CITY/2025'],
    ['tc\u00a0no.\t12', 'TCNO.12'],
  ])('%j → %j', (typed, normalised) => {
    expect(normaliseTcNumber(typed)).toBe(normalised);
  });
});

describe('the build and the browser hash alike', () => {
  const params = { salt: 'a-test-salt-of-some-length', iterations: 1000, bits: TC_HASH_BITS };

  it.each([
    ['AGS/CITY/2025/0147', '2012-08-14'],
    ['ags-air 2026/0031', '2013-07-09'],
    ['टीसी/१२', '2015-01-01'],
  ])('%s, %s', async (number, dateOfBirth) => {
    const build = await nodeTcHash(number, dateOfBirth, params);
    expect(await tcHash(number, dateOfBirth, params)).toBe(build);
    expect(build).toMatch(/^[A-Za-z0-9_-]{11}$/);
  });

  it('with the site’s iteration count', async () => {
    const full = { ...params, iterations: TC_HASH_ITERATIONS };
    expect(await tcHash('X/1', '2010-01-01', full)).toBe(
      await nodeTcHash('X/1', '2010-01-01', full),
    );
  });

  it('and a number typed differently is the same certificate', async () => {
    expect(await tcHash(' ags / city/2025/01-47', '2012-08-14', params)).toBe(
      await nodeTcHash('AGS/CITY/2025/0147', '2012-08-14', params),
    );
  });
});

describe('the register', () => {
  const certificates: TransferCertificate[] = [
    {
      line: 1,
      number: 'A/1',
      dateOfBirth: '2012-01-01',
      campus: 'city',
      issuedOn: '2025-05-01',
      fictional: false,
    },
    {
      line: 2,
      number: 'A/2',
      dateOfBirth: '2013-02-02',
      campus: 'airport',
      issuedOn: '2025-05-01',
      fictional: false,
    },
  ];
  const cacheFile = path.join(mkdtempSync(path.join(tmpdir(), 'tc-')), 'hashes.json');
  const build = () =>
    buildTcRegister(certificates, 'a-test-salt-of-some-length', { cacheFile, iterations: 1000 });

  it('finds a certificate by number and date of birth, and its campus', async () => {
    const { register } = await build();
    expect(await findTransferCertificate(register, 'a/1', '2012-01-01')).toBe('city');
    expect(await findTransferCertificate(register, 'A/2', '2013-02-02')).toBe('airport');
    expect(await findTransferCertificate(register, 'A/1', '2012-01-02')).toBeNull();
    expect(await findTransferCertificate(register, 'A/3', '2012-01-01')).toBeNull();
    expect(register.campuses.osmanpura).toEqual([]);
  });

  it('holds no number or date, and hashes an unchanged certificate only once', async () => {
    const first = await build();
    const json = JSON.stringify(first.register);
    for (const text of ['A/1', 'A/2', '2012', '2013']) expect(json).not.toContain(text);
    const again = await build();
    expect(again).toMatchObject({ hashed: 0, reused: 2, register: first.register });
  });
});

describe('the list of issued certificates', () => {
  const messages = (text: string) => parseTransferCertificates(text).issues.map(formatIssue);

  it('is read line by line, notes and empty lines left out', () => {
    const { certificates, issues } = parseTransferCertificates(
      '# a note\n\nAGS/1, 2012-08-14, city, 2025-05-02\nAGS/2, 2011-03-22, airport, 2025-04-30, fictional\n',
    );
    expect(issues).toEqual([]);
    expect(certificates).toEqual([
      {
        line: 3,
        number: 'AGS/1',
        dateOfBirth: '2012-08-14',
        campus: 'city',
        issuedOn: '2025-05-02',
        fictional: false,
      },
      {
        line: 4,
        number: 'AGS/2',
        dateOfBirth: '2011-03-22',
        campus: 'airport',
        issuedOn: '2025-04-30',
        fictional: true,
      },
    ]);
  });

  it('names a malformed line with its file and line', () => {
    expect(messages('AGS/1, 2012-08-14, city\nAGS/2, 2012-08-14, city, 2025-05-02, demo')).toEqual([
      'content/transfer-certificates.txt › line 1: "AGS/1, 2012-08-14, city" is not "TC number, date of birth, campus, issued on" (and ", fictional" for a demo line)',
      'content/transfer-certificates.txt › line 2: "AGS/2, 2012-08-14, city, 2025-05-02, demo" is not "TC number, date of birth, campus, issued on" (and ", fictional" for a demo line)',
    ]);
  });

  it('names a date that is not a real day, an unknown campus and a number without digits', () => {
    expect(
      messages(
        'AGS/1, 2012-02-30, city, 2025-05-02\nAGS/2, 2012-08-14, town, 14/05/2025\nAGS, 2012-08-14, city, 2025-05-02',
      ),
    ).toEqual([
      'content/transfer-certificates.txt › line 1: date of birth "2012-02-30" is not a real date written YYYY-MM-DD',
      'content/transfer-certificates.txt › line 2: issue date "14/05/2025" is not a real date written YYYY-MM-DD',
      'content/transfer-certificates.txt › line 2: "town" is not a campus (use one of city, airport, osmanpura)',
      `content/transfer-certificates.txt › line 3: "AGS" is not a TC number: letters, digits, '/' and '.' with at least one digit`,
    ]);
  });

  it('names a TC number listed twice, however it is written', () => {
    expect(
      messages(
        'AGS/CITY/1, 2012-08-14, city, 2025-05-02\n\nags / city / 1, 2013-01-01, city, 2025-06-01',
      ),
    ).toEqual([
      'content/transfer-certificates.txt › line 3: TC number "ags / city / 1" is already listed on line 1',
    ]);
  });

  it('names an issue date that is not after the date of birth', () => {
    expect(messages('AGS/1, 2025-05-02, city, 2025-05-02')).toEqual([
      'content/transfer-certificates.txt › line 1: issued on 2025-05-02, not after the date of birth 2025-05-02',
    ]);
  });

  it('has its demo certificates refused by the production build, each by its line', () => {
    const { certificates, issues } = readTransferCertificates();
    expect(issues).toEqual([]);
    const refused = demoTransferCertificates(certificates).map(formatIssue);
    expect(refused).toHaveLength(certificates.length);
    expect(refused[0]).toBe(
      `content/transfer-certificates.txt › line ${certificates[0]!.line}: "${certificates[0]!.number}" is a demo certificate: delete the line before going live`,
    );
    expect(demoTransferCertificates([{ ...certificates[0]!, fictional: false }])).toEqual([]);
  });
});
