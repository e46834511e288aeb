import { readFileSync } from 'node:fs';
import * as lite from '@/components/disclosure/pdf-viewer-lite';
import { packageScripts } from './helpers/package-files';

// next.config.mjs points react-pdf's import of pdf.js's viewer library here.
const VIEWER_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'pdfjs-dist\/web\/pdf_viewer\.mjs'/g;

function namesReactPdfImports(): string[] {
  return packageScripts('react-pdf', 'dist')
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(VIEWER_IMPORT)])
    .flatMap((match) => (match[1] ?? '').split(',').map((name) => name.trim()))
    .filter(Boolean);
}

describe("the stand-in for pdf.js's viewer library", () => {
  it('exports every name react-pdf imports from it', () => {
    const names = namesReactPdfImports();
    expect(names).toEqual(expect.arrayContaining(['EventBus', 'SimpleLinkService']));
    for (const name of names) expect(lite).toHaveProperty(name);
  });

  it('is a base class react-pdf can extend, as its LinkService does', () => {
    class LinkService extends lite.SimpleLinkService {
      constructor() {
        super({ eventBus: new lite.EventBus() });
      }
    }
    const service = new LinkService();
    expect(service.eventBus).toBeInstanceOf(lite.EventBus);
    expect(service.externalLinkEnabled).toBe(true);
    expect(new lite.SimpleLinkService().eventBus).toBeInstanceOf(lite.EventBus);
  });

  it('has an event bus that delivers to listeners until they leave', () => {
    const bus = new lite.EventBus();
    const heard: unknown[] = [];
    const listener = (event: unknown) => heard.push(event);
    bus.on('pagechanging', listener);
    bus.dispatch('pagechanging', { pageNumber: 2 });
    bus.dispatch('other', { pageNumber: 3 });
    bus.off('pagechanging', listener);
    bus.dispatch('pagechanging', { pageNumber: 4 });
    expect(heard).toEqual([{ pageNumber: 2 }]);
  });
});
