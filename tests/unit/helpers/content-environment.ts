import { imageSizes } from '@/content/images';
import { imageSource, routesContentNames } from '@/scripts/content-check';
import { publicFileExists } from '@/scripts/content-check/public-files';
import type { ContentEnvironment } from '@/scripts/content-check/references';
import { hasSizes } from '@/scripts/content-check/image-sources';

/** The real project, except for the files a test says are missing or have no sizes. */
export function environment({ missing = [''], unsized = [''] } = {}): ContentEnvironment {
  return {
    publicFileExists: (p) => !missing.includes(p) && publicFileExists(p),
    imageSource: (p) => (missing.includes(p) ? undefined : imageSource(p)),
    imageHasSizes: (p) => !unsized.includes(p) && hasSizes(p, imageSizes),
    routes: routesContentNames(),
  };
}
