import cors from "cors";
import type { RequestHandler } from "express";
import helmet from "helmet";

const DIRECTIVES = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'"],
  "connect-src": ["'self'", "ws:", "wss:"],
  "font-src": ["'self'"],
  "object-src": ["'none'"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'self'"],
  // The booking page's plain Confirm form is answered with a redirect to Stripe Checkout.
  "form-action": ["'self'", "https://checkout.stripe.com"],
  "upgrade-insecure-requests": null,
};

/**
 * Security headers. The Content-Security-Policy allows no inline script: the built client is
 * one module file. Inline styles stay allowed (the rich-text editor and carousel set style
 * attributes); images come from this site only (video thumbnails are stored here: a visitor's
 * browser asks no other site for anything until they follow a link); connections (GraphQL over
 * HTTP and WebSocket) go to this origin only.
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: true, directives: DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}

/**
 * The same policy for pages that compile WebAssembly (the door app's QR reader, in browsers
 * without BarcodeDetector): 'wasm-unsafe-eval' lets them compile it, and still runs no text as script.
 */
export function allowingWebAssembly(): RequestHandler {
  return helmet.contentSecurityPolicy({ useDefaults: true, directives: { ...DIRECTIVES, "script-src": ["'self'", "'wasm-unsafe-eval'"] } });
}

/** Cross-origin requests from browsers: none by default; CORS_ORIGINS opens the API to those origins. */
export function corsPolicy(origins: string[]): RequestHandler {
  return cors({ origin: origins.length > 0 ? origins : false, credentials: false, maxAge: 600 });
}
