import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

// `npm run test:visual`: screenshots of five key pages compared with approved baselines
// (tests/visual/__screenshots__). Not part of `npm test`: Chromium builds draw text and images
// slightly differently, so a new browser can change every picture without any defect. After a
// deliberate change of the look, or a new Chromium: `npm run test:visual -- --update-snapshots`,
// look at the new pictures, and commit them.
const projectNamed = (name: string) => e2e.projects!.find((project) => project.name === name)!;
const [desktop, mobile] = [projectNamed('desktop'), projectNamed('mobile')];
const [staticServer] = [e2e.webServer].flat();

export default defineConfig({
  ...e2e,
  testDir: './tests/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{arg}{ext}',
  reporter: 'list',
  projects: [
    { name: 'desktop', use: desktop!.use },
    { name: 'mobile', use: mobile!.use },
  ],
  webServer: staticServer,
});
