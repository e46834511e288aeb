/**
 * @jest-environment node
 */
// Transfer certificate verification: how a TC number, a pupil's name and a verification code are
// read however they are typed, that the office's tool (Node's PBKDF2) and the browser (WebCrypto)
// hash alike, that the demo list is the fixture's certificates, and what the content check and
// the production build say about the list's lines.
import { pbkdf2Sync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseTcList, tcListEntries } from '@/lib/transfer-certificates/tc-list';
import {
  findTransferCertificate,
  formatTcCode,
  normalisePupilName,
  normaliseTcNumber,
  parseTcCode,
  TC_HASH_ITERATIONS,
  TC_HASH_SALT,
  tcCodeFromBytes,
  tcHash,
  tcHashInput,
  type TcFields,
} from '@/lib/transfer-certificates/tc-verification';
import {
  demoTransferCertificates,
  readTransferCertificates,
} from '@/scripts/content-check/transfer-certificates';
import { formatIssue } from '@/scripts/content-check/validate';
import {
  campusOfNumber,
  detailProblems,
  issueCertificate,
  nodeTcHash,
  readDate,
} from '@/scripts/office/tc-issue';

interface FixtureCertificate extends TcFields {
  campus: string;
  issuedOn: string;
  withdrawn?: boolean;
}
const fixture = JSON.parse(
  readFileSync(path.join(process.cwd(), 'tests/fixtures/tc-demo-certificates.json'), 'utf8'),
) as FixtureCertificate[];

describe('normaliseTcNumber', () => {
  it.each([
    ['AGS/CITY/2026/0112', 'AGS/CITY/2026/0112'],
    ['ags/city/2026/0112', 'AGS/CITY/2026/0112'],
    ['  AGS / CITY / 2026 / 0112 ', 'AGS/CITY/2026/0112'],
    ['AGS-CITY-2026-0112', 'AGS/CITY/2026/0112'],
    ['AGS CITY 2026 0112', 'AGS/CITY/2026/0112'],
    ['AGS – CITY—2026‑0112 −', 'AGS/CITY/2026/0112'],
    ['AGS//CITY/-/2026/0112/', 'AGS/CITY/2026/0112'],
    ['ＡＧＳ／ＣＩＴＹ／２０２６', 'AGS/CITY/2026'],
    ['tc\u00a0no.\t12', 'TC/NO./12'],
    ['AGS/CITY\n2026\r\n0112', 'AGS/CITY/2026/0112'],
    // Zero-width space, soft hyphen, zero-width joiner, bidi marks, byte-order mark.
    ['AGS/\u200BCITY/20\u00AD26/0\u200D112\u200E\u202E\uFEFF', 'AGS/CITY/2026/0112'],
    // Devanagari, Bengali and Arabic-Indic digits.
    ['AGS/CITY/२०२६/०११२', 'AGS/CITY/2026/0112'],
    ['AGS/CITY/২০২৬/٠١١٢', 'AGS/CITY/2026/0112'],
    // The slash look-alikes.
    ['AGS⁄CITY∕2026\\0112', 'AGS/CITY/2026/0112'],
    ['AGS⧸CITY╱2026/0112', 'AGS/CITY/2026/0112'],
    ['AGS\u0000/CITY\u0007/2026/0112', 'AGS/CITY/2026/0112'],
  ])('%j → %j', (typed, normalised) => {
    expect(normaliseTcNumber(typed)).toBe(normalised);
  });

  it.each([
    ['AGS/CITY/2026/01-75', 'AGS/CITY/2026/01/75'],
    ['AGS/CITY/20-26/0175', 'AGS/CITY/20/26/0175'],
    ['AGS/CITY/2026/01 75', 'AGS/CITY/2026/01/75'],
    ['AGS/CITY/2026/01–75', 'AGS/CITY/2026/01/75'],
    ['AGS/CI TY/2026/0175', 'AGS/CI/TY/2026/0175'],
  ])('reads %j by its parts, dropping nothing inside one: %j', (typed, normalised) => {
    expect(normaliseTcNumber(typed)).toBe(normalised);
    expect(normaliseTcNumber(typed)).not.toBe('AGS/CITY/2026/0175');
  });
});

describe('normalisePupilName', () => {
  it.each([
    ['Kabir D’Souza', 'kabir d souza'],
    ["KABIR  D'SOUZA ", 'kabir d souza'],
    ['kabir d-souza.', 'kabir d souza'],
    ['Ishita\u200B Bhalerao', 'ishita bhalerao'],
    ['Ish\u00ADita Bhalerao', 'ishita bhalerao'],
    ['Ｉｓｈｉｔａ Ｂｈａｌｅｒａｏ', 'ishita bhalerao'],
    ['Straße', 'strasse'],
    ['ईशा  कुलकर्णी', 'ईशा कुलकर्णी'],
    ['  ', ''],
  ])('%j → %j', (typed, normalised) => {
    expect(normalisePupilName(typed)).toBe(normalised);
  });
});

describe('verification codes', () => {
  it.each([
    ['A5ES-QCCX-NR9Q-A10Y', 'A5ESQCCXNR9QA10Y'],
    ['a5es qccx nr9q a10y', 'A5ESQCCXNR9QA10Y'],
    ['a5esqccxnr9qaloy', 'A5ESQCCXNR9QA10Y'],
    ['A5ES–QCCX—NR9Q−AIOY', 'A5ESQCCXNR9QA10Y'],
    ['A5ES-QCCX-NR९Q-A१०Y', 'A5ESQCCXNR9QA10Y'],
    ['A5ES-\u200BQCCX-NR9Q-A10Y', 'A5ESQCCXNR9QA10Y'],
  ])('%j is read as %j', (typed, code) => {
    expect(parseTcCode(typed)).toBe(code);
  });

  it.each([['A5ES-QCCX-NR9Q-A10'], ['A5ES-QCCX-NR9Q-A10YZ'], ['A5ES-QCCX-NR9Q-A10U'], ['']])(
    '%j is not a code',
    (typed) => {
      expect(parseTcCode(typed)).toBeNull();
    },
  );

  it('are printed in four groups of four', () => {
    expect(formatTcCode('A5ESQCCXNR9QA10Y')).toBe('A5ES-QCCX-NR9Q-A10Y');
  });

  it('write 80 random bits as 16 characters, 5 bits each, most significant first', () => {
    expect(tcCodeFromBytes(new Uint8Array(10))).toBe('0000000000000000');
    expect(tcCodeFromBytes(new Uint8Array(10).fill(0xff))).toBe('ZZZZZZZZZZZZZZZZ');
    expect(tcCodeFromBytes(Uint8Array.of(1, 0, 0, 0, 0, 0, 0, 0, 0, 0))).toBe('0400000000000000');
    expect(tcCodeFromBytes(Uint8Array.of(0, 0, 0, 0, 0, 0, 0, 0, 0, 1))).toBe('0000000000000001');
  });
});

describe('the hash', () => {
  const riya: TcFields = {
    number: 'AGS/CITY/2026/0175',
    code: 'K7QM-3XDP-9VTR-2HWC',
    name: 'Riya Deshpande',
    dateOfBirth: '2012-03-09',
  };

  it('is of the code, number, name and date of birth, each normalised', () => {
    expect(tcHashInput(riya)).toBe(
      'tc-v2|K7QM3XDP9VTR2HWC|AGS/CITY/2026/0175|riya deshpande|2012-03-09',
    );
    expect(tcHashInput({ ...riya, code: 'not a code' })).toBe(
      'tc-v2||AGS/CITY/2026/0175|riya deshpande|2012-03-09',
    );
  });

  it('is PBKDF2-SHA-256 under the fixed context, 256 bits in base64url', async () => {
    const expected = pbkdf2Sync(
      tcHashInput(riya),
      TC_HASH_SALT,
      TC_HASH_ITERATIONS,
      32,
      'sha256',
    ).toString('base64url');
    expect(await tcHash(riya)).toBe(expected);
    expect(expected).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each(fixture.map((certificate) => [certificate.number, certificate]))(
    'the tool and the browser agree: %s',
    async (_, certificate) => {
      expect(await tcHash(certificate)).toBe(await nodeTcHash(certificate));
    },
  );

  it('a certificate typed differently is the same certificate; any field changed is another', async () => {
    const genuine = await tcHash(riya);
    expect(
      await tcHash({
        number: ' ags ∕ city ∕ २०२६ ∕ 01\u00AD75',
        code: 'k7qm 3xdp 9vtr 2hwc',
        name: 'RIYA  DESHPANDE',
        dateOfBirth: '2012-03-09',
      }),
    ).toBe(genuine);
    for (const changed of [
      { number: 'AGS/CITY/2026/0176' },
      { code: 'K7QM-3XDP-9VTR-2HWD' },
      { name: 'Riya Deshmukh' },
      { dateOfBirth: '2012-03-10' },
    ]) {
      expect(await tcHash({ ...riya, ...changed })).not.toBe(genuine);
    }
  });

  it('is of the TC number read by its parts: a slash, dash or space between parts is the same, a dash inside a part makes another number', async () => {
    const genuine = await tcHash(riya);
    for (const number of ['AGS-CITY-2026-0175', 'AGS CITY 2026 0175', 'ags / city / 2026 - 0175']) {
      expect(await tcHash({ ...riya, number })).toBe(genuine);
    }
    for (const number of [
      'AGS/CITY/2026/01-75',
      'AGS/CITY/20-26/0175',
      'AGS/CITY/2026/01 75',
      'AGS/CI-TY/2026/0175',
      'AGSCITY/2026/0175',
    ]) {
      expect(await tcHash({ ...riya, number })).not.toBe(genuine);
    }
  });

  it('a listed certificate’s number with a dash inside a part is not found', async () => {
    const list = tcListEntries(readTransferCertificates().certificates);
    const certificate = fixture.find((listed) => !listed.withdrawn)!;
    const [prefix, campus, year, serial] = certificate.number.split('/') as [
      string,
      string,
      string,
      string,
    ];
    expect(await findTransferCertificate(list, certificate)).not.toBeNull();
    for (const number of [
      [prefix, campus, year, `${serial.slice(0, 2)}-${serial.slice(2)}`].join('/'),
      [prefix, campus, `${year.slice(0, 2)}-${year.slice(2)}`, serial].join('/'),
    ]) {
      expect(await findTransferCertificate(list, { ...certificate, number })).toBeNull();
    }
  });
});

describe('the demo list', () => {
  const { certificates, issues } = readTransferCertificates();

  it('is the fixture’s certificates, marked fictional, one withdrawn', async () => {
    expect(issues).toEqual([]);
    expect(certificates).toHaveLength(fixture.length);
    expect(certificates.every((certificate) => certificate.fictional)).toBe(true);
    const list = tcListEntries(certificates);
    for (const certificate of fixture) {
      expect(await findTransferCertificate(list, certificate)).toEqual({
        campus: certificate.campus,
        issuedOn: certificate.issuedOn,
        withdrawn: certificate.withdrawn === true,
      });
    }
    expect(fixture.filter((certificate) => certificate.withdrawn)).toHaveLength(1);
    expect(new Set(fixture.map((certificate) => certificate.campus)).size).toBe(3);
  });

  it('holds no number, name, code or date of birth of the fixture', () => {
    const text = readFileSync(
      path.join(process.cwd(), 'content/transfer-certificates.txt'),
      'utf8',
    );
    for (const certificate of fixture) {
      for (const value of [
        certificate.number,
        certificate.name,
        certificate.code,
        certificate.dateOfBirth,
        parseTcCode(certificate.code)!,
      ]) {
        expect(text).not.toContain(value);
      }
    }
  });

  it('is refused by the production build, each line named', () => {
    const refused = demoTransferCertificates(certificates).map(formatIssue);
    expect(refused).toHaveLength(certificates.length);
    expect(refused[0]).toBe(
      `content/transfer-certificates.txt › line ${certificates[0]!.line}: is a demo certificate (", fictional"): delete the line before going live`,
    );
    expect(demoTransferCertificates([{ ...certificates[0]!, fictional: false }])).toEqual([]);
  });

  it('is held by the page sorted by hash, without its line numbers', () => {
    const list = tcListEntries(certificates);
    expect(list.map(([hash]) => hash)).toEqual(certificates.map((c) => c.hash).sort());
    expect(list[0]).toHaveLength(4);
  });
});

describe('the list’s lines', () => {
  const HASH_A = 'ZYpcxkMbnpAWb4UMw9eZUWQ1LjFZJ2ibzGb4JA0FR8Q';
  const HASH_B = '66y8MNdx2saXl5DFeMY9Q_aj_dPrmXk8HODHTctWRt8';
  const messages = (text: string) => parseTcList(text).issues.map(formatIssue);

  it('are read one by one, notes and empty lines left out, with their marks', () => {
    const { certificates, issues } = parseTcList(
      `# a note\n\n${HASH_A}, city, 2026-04-24\n${HASH_B} , airport ,2026-05-08, withdrawn, fictional\n`,
    );
    expect(issues).toEqual([]);
    expect(certificates).toEqual([
      {
        line: 3,
        hash: HASH_A,
        campus: 'city',
        issuedOn: '2026-04-24',
        withdrawn: false,
        fictional: false,
      },
      {
        line: 4,
        hash: HASH_B,
        campus: 'airport',
        issuedOn: '2026-05-08',
        withdrawn: true,
        fictional: true,
      },
    ]);
  });

  it('name each mistake with file and line', () => {
    expect(
      messages(
        [
          `${HASH_A}, city`,
          `AGS/CITY/2026/0112, city, 2026-04-24`,
          `${'C'.repeat(43)}, town, 24/04/2026`,
          `${'D'.repeat(43)}, city, 2026-04-24, cancelled`,
          `${'E'.repeat(43)}, city, 2026-04-24, withdrawn, withdrawn`,
          `${HASH_A}, city, 2026-04-24`,
          `${HASH_A}, airport, 2026-05-01`,
        ].join('\n'),
      ),
    ).toEqual([
      'content/transfer-certificates.txt › line 1: is not "HASH, campus, issued on" (then ", withdrawn" or ", fictional" if it is one)',
      'content/transfer-certificates.txt › line 2: does not start with a hash (43 letters, digits, "-" and "_", as `npm run tc:issue` prints it)',
      'content/transfer-certificates.txt › line 3: "town" is not a campus (use one of city, airport, osmanpura)',
      'content/transfer-certificates.txt › line 3: issue date "24/04/2026" is not a real date written YYYY-MM-DD',
      'content/transfer-certificates.txt › line 4: "cancelled" is not "withdrawn" or "fictional"',
      'content/transfer-certificates.txt › line 5: "withdrawn" is written twice',
      'content/transfer-certificates.txt › line 7: the same hash is already listed on line 6',
    ]);
  });

  it('name a line of the old list without repeating its number or date of birth', () => {
    const [message, ...others] = messages(
      'AGS/CITY/2025/0147, 2012-08-14, city, 2025-05-02, fictional',
    );
    expect(others).toEqual([]);
    expect(message).toBe(
      'content/transfer-certificates.txt › line 1: is a line of the old list (a TC number and a date of birth, not repeated here): delete it; a certificate is added with the line `npm run tc:issue` prints',
    );
  });
});

describe('npm run tc:issue', () => {
  const details = {
    number: 'AGS/CITY/2026/0175',
    name: 'Riya Deshpande',
    dateOfBirth: '2012-03-09',
    campus: 'city' as const,
    issuedOn: '2026-05-04',
  };

  it('draws the code from 80 random bits and prints the line and the QR code’s address', async () => {
    const issued = await issueCertificate(details, (bytes) => new Uint8Array(bytes).fill(0xff));
    expect(issued.code).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    const hash = await tcHash({ ...details, code: issued.code });
    expect(issued.line).toBe(`${hash}, city, 2026-05-04`);
    expect(issued.url).toBe(
      'https://www.aurora-school.example/tc-verification#number=AGS%2FCITY%2F2026%2F0175&code=ZZZZ-ZZZZ-ZZZZ-ZZZZ',
    );
    for (const secret of ['Riya', 'Deshpande', '2012', '09-03']) {
      expect(issued.line + issued.url).not.toContain(secret);
    }
  });

  it('reads dates as the office types them, and the campus from the number', () => {
    expect(readDate('2012-03-09')).toBe('2012-03-09');
    expect(readDate('09-03-2012')).toBe('2012-03-09');
    expect(readDate('9/3/2012')).toBe('2012-03-09');
    expect(readDate('09.03.2012')).toBe('2012-03-09');
    expect(readDate('31-02-2012')).toBeNull();
    expect(campusOfNumber('AGS/AIR/2026/0047')).toBe('airport');
    expect(campusOfNumber('ags/osm/2026/0015')).toBe('osmanpura');
    expect(campusOfNumber('AGS/CITY/2026/0112')).toBe('city');
    expect(campusOfNumber('AGS-AIR-2026-0047')).toBe('airport');
    expect(campusOfNumber('X/1')).toBeUndefined();
  });

  it('names what is wrong without repeating the name or date of birth', () => {
    expect(
      detailProblems({
        number: 'AGS',
        name: ' ',
        dateOfBirth: '2012-02-30',
        campus: 'town',
        issuedOn: '2026-05-04',
      }),
    ).toEqual([
      'TC number: letters, digits, "/" and "." with at least one digit',
      'name: the pupil’s name as printed on the certificate',
      'date of birth: a real date, YYYY-MM-DD or DD-MM-YYYY',
      'campus: one of city, airport, osmanpura',
    ]);
    expect(detailProblems({ ...details, issuedOn: '2012-03-09' })).toEqual([
      'issue date: must be after the date of birth',
    ]);
    expect(detailProblems(details)).toEqual([]);
  });
});
