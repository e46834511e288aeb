// The TC check's form fills the number and code from the address's fragment (what a
// certificate's QR code opens), then removes the fragment from the address with
// history.replaceState, keeping the path and query; a fragment scanned later into the same tab
// is read and removed alike, and a fragment without them (a skip link's) is left alone.
import { act, render, screen, waitFor } from '@testing-library/react';
import { TcCheckForm } from '@/components/transfer-certificates/TcCheckForm';
import { pageWordsIn } from '@/lib/i18n/words';
import { transferCertificatesWords } from '@/content/words-collections';

const { tcVerificationPage } = pageWordsIn(transferCertificatesWords, 'en');

const labels = {
  numberLabel: tcVerificationPage.numberLabel,
  numberHint: tcVerificationPage.numberHint,
  codeLabel: tcVerificationPage.codeLabel,
  codeHint: tcVerificationPage.codeHint,
  codeInvalid: tcVerificationPage.codeInvalid,
  nameLabel: tcVerificationPage.nameLabel,
  nameHint: tcVerificationPage.nameHint,
  dateOfBirthLabel: tcVerificationPage.dateOfBirthLabel,
  dateOfBirthHint: tcVerificationPage.dateOfBirthHint,
  submit: tcVerificationPage.submit,
  checking: tcVerificationPage.checking,
  found: tcVerificationPage.found,
  foundMeaning: tcVerificationPage.foundMeaning,
  withdrawn: tcVerificationPage.withdrawn,
  notFound: tcVerificationPage.notFound,
  unavailable: tcVerificationPage.unavailable,
};

function renderForm() {
  render(
    <>
      <h2 id="heading">{tcVerificationPage.formHeading}</h2>
      <TcCheckForm
        labels={labels}
        list={[]}
        issuers={{ city: 'City Campus', airport: 'Airport Campus', osmanpura: 'Osmanpura Campus' }}
        officePhone="+91 00000 00000"
        dateLocale="en-IN"
        labelledBy="heading"
      />
    </>,
  );
  return {
    number: screen.getByLabelText(tcVerificationPage.numberLabel),
    code: screen.getByLabelText(tcVerificationPage.codeLabel),
  };
}

const addressOf = () => window.location.pathname + window.location.search + window.location.hash;

afterEach(() => window.history.replaceState(null, '', '/'));

it('fills the number and code from the fragment, then removes it and keeps the path and query', async () => {
  window.history.replaceState(
    null,
    '',
    '/tc-verification?from=qr#number=AGS%2FCITY%2F2026%2F0112&code=A5ES-QCCX-NR9Q-A10Y',
  );
  const { number, code } = renderForm();
  expect(number).toHaveValue('AGS/CITY/2026/0112');
  expect(code).toHaveValue('A5ES-QCCX-NR9Q-A10Y');
  await waitFor(() => expect(addressOf()).toBe('/tc-verification?from=qr'));
});

it('reads and removes a fragment that arrives later, and leaves another fragment alone', async () => {
  window.history.replaceState(null, '', '/tc-verification');
  const { number, code } = renderForm();
  expect(number).toHaveValue('');

  window.history.replaceState(null, '', '/tc-verification#main');
  await act(async () => {
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  expect(addressOf()).toBe('/tc-verification#main');

  window.history.replaceState(
    null,
    '',
    '/tc-verification#number=AGS%2FAIR%2F2026%2F0047&code=JAAR-HJQG-8A80-ZT6V',
  );
  act(() => {
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  expect(number).toHaveValue('AGS/AIR/2026/0047');
  expect(code).toHaveValue('JAAR-HJQG-8A80-ZT6V');
  await waitFor(() => expect(addressOf()).toBe('/tc-verification'));
});
