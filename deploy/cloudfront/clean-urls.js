// CloudFront Function (viewer request) for S3 + CloudFront: the site's clean URLs.
// /about → /about.html, / → /index.html, /about/ → 301 /about. Runs in CloudFront's JS runtime.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls `handler`
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.length > 1 && uri.charAt(uri.length - 1) === '/') {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: uri.replace(/\/+$/, '') } },
    };
  }
  if (uri === '/') {
    request.uri = '/index.html';
  } else if (uri.lastIndexOf('.') < uri.lastIndexOf('/')) {
    request.uri = uri + '.html';
  }
  return request;
}
