// Whom the editor's preview answers: requests addressed to the editor's port on this computer,
// from its own pages, and links from another site to one of its pages. Read by the preview
// (preview.ts) and by the port in front of it (preview-keeper.ts) alike.
import type { Audience, RequestLine } from './loopback';

/** Addresses no link from another site opens: Next's own (its development endpoints), the editor. */
const NOT_FOR_LINKS = /^\/(_|admin(\/|$|\?))/;

/**
 * What another site's page may ask of the preview: to open one of its pages, as a link does (a
 * top-level navigation to a document). Not a fetch, a frame, an image or a script, and not Next's
 * development endpoints (`/__nextjs_launch-editor` opens files) or the editor's page.
 */
export const isLinkToPage = (request: RequestLine) =>
  request.method === 'GET' &&
  request.headers['sec-fetch-mode'] === 'navigate' &&
  request.headers['sec-fetch-dest'] === 'document' &&
  !NOT_FOR_LINKS.test(request.url ?? '');

/** The preview's audience, for the editor's port `port`. */
export const previewAudience = (port: number): Audience => ({ port, takesCrossSite: isLinkToPage });
