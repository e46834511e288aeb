// Admissions: the fixed hero texts, the six steps in order, benefits and facilities, read from the
// exported HTML (routes.spec.ts runs axe-core on the page); a facility photo's fallback in a
// browser.
import { admissions } from '@/content/admissions';
import { site } from '@/content/site';
import { routes } from '@/lib/routes/routes';
import { expect, test } from './fixtures';
import { exportedDocument, textOf } from './exported-html';
import { allNamed, newTab, NEW_TAB, region, testIds, textsOf } from './html-names';
import { breakImages, hasLoaded } from './stock-photos';
import { servedAlt } from '@/lib/images';

test('shows the hero, the six steps in order, benefits, facilities and the call to action', () => {
  const main = exportedDocument(routes.admissions).querySelector('main')!;
  // These texts are fixed, word for word.
  expect(textOf(main.querySelector('h1'))).toBe('Admissions Open');
  const texts = textsOf(main, 'p, span, div');
  expect(texts).toContain('For Academic Year 2026-27');
  expect(texts).toContain('Limited seats available for Pre-Primary to Grade 10');

  const steps = testIds(region(main, 'Admission Process'), 'admission-step');
  expect(steps.map((step) => textOf(step.querySelector('h3')))).toEqual([
    'Inquiry',
    'Campus Tour',
    'Application',
    'Assessment',
    'Interview',
    'Enrollment',
  ]);
  for (const [i, step] of steps.entries()) expect(textOf(step)).toContain(String(i + 1));

  const benefits = region(main, admissions.benefits.heading);
  expect(textOf(benefits.querySelector('h2'))).toContain('Why Choose');
  expect(textsOf(benefits, 'li')).toEqual(admissions.benefits.items);

  const facilities = testIds(region(main, 'Our Facilities'), 'admission-facility');
  expect(facilities).toHaveLength(6);
  for (const [i, facility] of admissions.facilities.entries()) {
    expect(textOf(facilities[i]!.querySelector('h3, h2'))).toBe(facility.title);
    const image = facilities[i]!.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe(servedAlt(facility.image));
    expect(image.getAttribute('loading')).toBe('lazy');
  }

  // 'Apply Now' in the hero and the call to action: the external form, in a new tab.
  const cta = region(main, 'Ready to Join Our Community?');
  const applyLinks = allNamed(main, 'a[href]', /^Apply Now/);
  expect(applyLinks).toHaveLength(2);
  expect(allNamed(cta, 'a[href]', /^Apply Now/)).toHaveLength(1);
  for (const apply of applyLinks) {
    expect(apply.getAttribute('href')).toBe(site.admissionFormUrl);
    expect(newTab(apply)).toEqual(NEW_TAB);
  }

  // The hero photo is the first image: eager.
  expect(main.querySelector('img')?.getAttribute('loading')).toBe('eager');
});

test('a facility photo that fails to load falls back to the local hero image', async ({
  page,
  pageGuard,
}) => {
  await breakImages(page, pageGuard, /\/images\/facilities\/library/);
  await page.goto(routes.admissions);
  const library = admissions.facilities.find((f) => f.title === 'Library')!;
  const image = page.getByRole('img', { name: servedAlt(library.image) });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', admissions.facilityFallbackImage);
  await expect(image).toHaveAttribute('data-fallback', 'true');
  await expect.poll(() => image.evaluate(hasLoaded)).toBe(true);
  // The others keep their own photos.
  const science = admissions.facilities.find((f) => f.title === 'Science Labs')!;
  await expect(page.getByRole('img', { name: servedAlt(science.image) })).toHaveAttribute(
    'src',
    science.image.src,
  );
});
