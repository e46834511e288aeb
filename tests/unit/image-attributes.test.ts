/**
 * @jest-environment node
 */
// An image's attributes come from the image pipeline's manifest; a photo uploaded in the editor
// since the pipeline last ran has no files yet: the preview (`next dev`) points at the upload
// itself, at the placeholder's size (the preview serves the original there), and any other build
// stops, naming the image.
import { siteIn } from '@/lib/site/site';
import { imageAttributes } from '@/lib/images';

const site = siteIn('en');

const uploaded = { src: '/images/campuses/city/new-gate.jpg', alt: 'The new gate' };
const environment = process.env.NODE_ENV;

afterEach(() => {
  Object.assign(process.env, { NODE_ENV: environment });
});

it('an image the pipeline made: its own path, sizes and srcset', () => {
  const card = imageAttributes({ src: '/images/campuses/city/card.webp', alt: 'City' });
  expect(card).toMatchObject({ src: '/images/campuses/city/card.webp', width: 1200 });
  expect(card.srcSet).toContain('/images/campuses/city/card-480w.webp 480w');
});

it('in the preview, a photo without files yet is its upload, at the placeholder’s size, keeping its alt', () => {
  Object.assign(process.env, { NODE_ENV: 'development' });
  const placeholder = imageAttributes({ src: site.placeholderImage.src, alt: '' });
  expect(imageAttributes(uploaded)).toEqual({
    src: uploaded.src,
    srcSet: undefined,
    avifSrcSet: undefined,
    width: placeholder.width,
    height: placeholder.height,
    alt: 'The new gate',
  });
});

it('in a build, a photo without files stops it, naming the image', () => {
  Object.assign(process.env, { NODE_ENV: 'production' });
  expect(() => imageAttributes(uploaded)).toThrow(
    'Image /images/campuses/city/new-gate.jpg is not in content/generated/images.json',
  );
});
