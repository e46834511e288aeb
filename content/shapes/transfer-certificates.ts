// Transfer certificate verification: the site's salt for the certificates' hashes and the page's
// words. The certificates themselves are lines of content/transfer-certificates.txt.
import { z } from 'zod';

/**
 * The site's own random string mixed into every certificate's hash, so that a table computed for
 * another site (or for the demo's salt) is of no use against this one.
 */
export const tcSalt = z.strictObject({
  value: z.string().min(16, 'must be at least 16 random characters'),
  fictional: z.literal(true).optional(),
});
export type TcSalt = z.infer<typeof tcSalt>;
