// The site's security headers on the console's pages too (Pages applies dist/_headers only to
// static files); under staff/ so that it runs only for the console, as api/_middleware.ts does.
export { onRequest } from "../api/_middleware.ts";
