// CloudFront Function (runtime cloudfront-js-2.0), event type viewer-response, for the S3 + CloudFront setup in
// hosting/README.md. S3 cannot send a Content-Security-Policy header, and each page's policy differs (it lists the
// sha256 of that page's inline scripts), so `npm run deploy:s3` stores it as object metadata; this function sends
// it under its real name. A response without one (an asset, or the error document if S3 leaves its metadata out)
// gets the strictest policy the site uses. Keep the fallback equal to contentSecurityPolicy("") in
// generator/hosting/headers.ts (tests/hosting/s3.test.ts checks it).
var fallbackPolicy =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; " +
  "frame-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

function handler(event) {
  var response = event.response;
  var headers = response.headers;
  var stored = headers["x-amz-meta-content-security-policy"];
  delete headers["x-amz-meta-content-security-policy"];
  headers["content-security-policy"] = { value: stored ? stored.value : fallbackPolicy };
  return response;
}
