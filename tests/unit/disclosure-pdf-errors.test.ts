import { disclosureErrorMessages } from '@/content/disclosure';
import { disclosureErrorKey, errorMessage, type ViewerFailure } from '@/lib/disclosure/pdf-errors';

const messageFor = (failure: ViewerFailure) => disclosureErrorMessages[disclosureErrorKey(failure)];
const loadError = (error: unknown) => messageFor({ stage: 'load', error });

// One test per disclosure viewer failure and its message, with pdf.js 6.3's real error texts.
describe('disclosureErrorKey: each viewer failure shows its one message', () => {
  it("a load error containing 'Failed to fetch' → the fetch message", () => {
    expect(loadError(new TypeError('Failed to fetch'))).toBe(
      'Unable to load PDF file. Please check if the file exists and try again.',
    );
  });

  it("a load error containing 'Invalid PDF' → the corrupted message", () => {
    const invalid = Object.assign(new Error('Invalid PDF structure.'), {
      name: 'InvalidPDFException',
    });
    expect(loadError(invalid)).toBe('The PDF file appears to be corrupted or invalid.');
  });

  it("a load error containing 'worker' → the setup message (any case)", () => {
    const setup = 'PDF viewer setup error. Please refresh the page and try again.';
    expect(
      loadError(new Error('The PDF worker script could not be loaded (/pdf.worker.min.js).')),
    ).toBe(setup);
    expect(loadError(new Error('The PDF worker did not start in time (/pdf.worker.min.js).'))).toBe(
      setup,
    );
    expect(
      loadError(new Error('The API version "6.3.289" does not match the Worker version "5.4.0".')),
    ).toBe(setup);
  });

  it('the rules are checked in order: the first that matches wins', () => {
    // pdf.js's own fake-worker fallback names both; 'Failed to fetch' comes first.
    expect(
      loadError(
        new Error('Setting up fake worker failed: "Failed to fetch dynamically imported module".'),
      ),
    ).toBe(disclosureErrorMessages.fetchFailed);
    expect(loadError(new Error('Invalid PDF: worker said so'))).toBe(
      disclosureErrorMessages.invalidPdf,
    );
  });

  it('any other load error → being prepared (a 404 included)', () => {
    const prepared = 'PDF document is being prepared. Please check back later.';
    const notFound = Object.assign(
      new Error(
        'Unexpected server response (404) while retrieving PDF "http://localhost/MPD/x.pdf".',
      ),
      { name: 'ResponseException', status: 404, missing: true },
    );
    expect(loadError(notFound)).toBe(prepared);
    expect(loadError(new Error('Loading aborted'))).toBe(prepared);
    expect(loadError('a thrown string')).toBe(prepared);
    expect(loadError(undefined)).toBe(prepared);
    expect(loadError({ message: 42 })).toBe(prepared);
  });

  it('an outer failure → the outer message', () => {
    expect(messageFor({ stage: 'outer', error: new Error('ChunkLoadError') })).toBe(
      'Failed to load PDF document. Please try again later.',
    );
  });

  it('a page render failure → the render message, whatever the error says', () => {
    expect(messageFor({ stage: 'page', error: new Error('Failed to fetch') })).toBe(
      'Failed to render PDF content',
    );
  });

  it('an unknown campus → Campus not found', () => {
    expect(messageFor({ stage: 'campus' })).toBe('Campus not found');
  });
});

describe('errorMessage', () => {
  it('reads Errors, error-like objects and strings, and nothing else', () => {
    expect(errorMessage(new Error('a'))).toBe('a');
    expect(errorMessage({ message: 'b' })).toBe('b');
    expect(errorMessage('c')).toBe('c');
    expect(errorMessage(null)).toBe('');
    expect(errorMessage(7)).toBe('');
  });
});
