// Admissions: the fixed hero texts, the six steps in order, facilities and their image fallback.
import { admissions } from '@/content/admissions';
import { site } from '@/content/site';
import { routes } from '@/lib/routes/routes';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { breakImages, hasLoaded } from './stock-photos';
import { servedAlt } from '@/lib/images';

test('shows the hero, the six steps in order, benefits, facilities and the call to action', async ({
  page,
}) => {
  await page.goto(routes.admissions);
  const main = page.getByRole('main');

  // These texts are fixed, word for word.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admissions Open');
  await expect(main.getByText('For Academic Year 2026-27', { exact: true })).toBeVisible();
  await expect(
    main.getByText('Limited seats available for Pre-Primary to Grade 10', { exact: true }),
  ).toBeVisible();

  const steps = page
    .getByRole('region', { name: 'Admission Process' })
    .getByTestId('admission-step');
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
    'Inquiry',
    'Campus Tour',
    'Application',
    'Assessment',
    'Interview',
    'Enrollment',
  ]);
  for (let i = 0; i < 6; i += 1) await expect(steps.nth(i)).toContainText(String(i + 1));

  const benefits = page.getByRole('region', { name: admissions.benefits.heading });
  await expect(benefits.getByRole('heading', { level: 2 })).toContainText('Why Choose');
  await expect(benefits.getByRole('listitem')).toHaveText(admissions.benefits.items);

  const facilities = page
    .getByRole('region', { name: 'Our Facilities' })
    .getByTestId('admission-facility');
  await expect(facilities).toHaveCount(6);
  for (const [i, facility] of admissions.facilities.entries()) {
    await expect(facilities.nth(i).getByRole('heading')).toHaveText(facility.title);
    await expect(facilities.nth(i).getByRole('img')).toHaveAttribute(
      'alt',
      servedAlt(facility.image),
    );
    await expect(facilities.nth(i).getByRole('img')).toHaveAttribute('loading', 'lazy');
  }

  const cta = page.getByRole('region', { name: 'Ready to Join Our Community?' });
  await expect(cta).toBeVisible();

  // 'Apply Now' in the hero and the call to action: the external form, in a new tab.
  const applyLinks = main.getByRole('link', { name: /^Apply Now/ });
  await expect(applyLinks).toHaveCount(2);
  for (const link of await applyLinks.all()) {
    await expect(link).toHaveAttribute('href', site.admissionFormUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(cta.getByRole('link', { name: /^Apply Now/ })).toBeVisible();

  // The hero photo is the first visible image: eager.
  await expect(main.getByRole('img').first()).toHaveAttribute('loading', 'eager');
  await expectNoAxeViolations(page);
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
