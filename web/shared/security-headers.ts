// The security headers of every response: static files get them from dist/_headers (written by
// the prerender), function responses from functions/api/_middleware.ts. One list, so they match.

/** The only third-party host the browser talks to: OpenAI's realtime endpoint for voice. */
export const REALTIME_ORIGIN = "https://api.openai.com";
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

export interface SecurityOptions {
  turnstile: boolean;
  /** Hash sources ('sha256-...') of the inline scripts the pages carry; none for API answers. */
  inlineScripts?: readonly string[];
}

export function contentSecurityPolicy(options: SecurityOptions): string {
  const turnstile = options.turnstile ? ` ${TURNSTILE_ORIGIN}` : "";
  const inline = (options.inlineScripts ?? []).map((hash) => ` ${hash}`).join("");
  return [
    "default-src 'none'",
    `script-src 'self'${inline}${turnstile}`,
    // Radix dialogs lock page scroll with a generated <style> element whose content varies with
    // the scrollbar width, so it cannot be hashed. Scripts stay 'self' plus one hashed inline script.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self' blob:",
    `connect-src 'self' ${REALTIME_ORIGIN}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    `frame-src ${options.turnstile ? TURNSTILE_ORIGIN : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // No upgrade-insecure-requests: HSTS already keeps production on https, and the directive
    // breaks the service worker on the local http server the tests use.
  ].join("; ");
}

export const PERMISSIONS_POLICY = [
  "microphone=(self)",
  // TENFOLD's keyless voice recognises speech on the device (the Web Speech API's on-device mode).
  "on-device-speech-recognition=(self)",
  "camera=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "display-capture=()",
].join(", ");

// No Cross-Origin-Opener-Policy: there is nothing for it to protect here, and the new renderer
// process it gives a page opened from a blank tab counted as blocking time (measurements in
// docs/decisions/0010-first-paint-measurements.md). Cross-Origin-Resource-Policy stays: it is free.
export function securityHeaders(options: SecurityOptions): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}
