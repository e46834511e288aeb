// CloudFront Function (viewer request) for S3 + CloudFront: the site's clean URLs.
// /about → /about.html, / → /index.html, /about/ → 301 /about. Runs in CloudFront's JS runtime.
// The browser editor is the one folder served by its index page: /admin/ → /admin/index.html,
// /admin → 301 /admin/, and the files under it as they are.

var EDITOR_PAGE = '/admin/';

// Only plain site paths lose their trailing slash: a '/' and then a letter, digit, '_', '~' or
// '-'. Anything else (//x, /\x, %-escapes, tabs) could turn the relative Location into another
// origin once a browser reads it, so it is not redirected and simply ends as the 404 page.
var SLASH_REDIRECTABLE = /^(\/[A-Za-z0-9_~-][A-Za-z0-9._~\/-]*?)\/+$/;

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls `handler`
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === EDITOR_PAGE.slice(0, -1)) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: EDITOR_PAGE } },
    };
  }
  if (uri === EDITOR_PAGE) {
    request.uri = EDITOR_PAGE + 'index.html';
    return request;
  }
  if (uri.indexOf(EDITOR_PAGE) === 0) return request;
  var canonical = SLASH_REDIRECTABLE.exec(uri);
  if (canonical) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: canonical[1] } },
    };
  }
  if (uri === '/') {
    request.uri = '/index.html';
  } else if (uri.lastIndexOf('.') < uri.lastIndexOf('/')) {
    request.uri = uri + '.html';
  }
  return request;
}
