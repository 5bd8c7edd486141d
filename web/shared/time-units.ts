// Lengths of time, declared once for the browser, the functions and the build.

/** Seconds in a day (Cache-Control and service-worker ages are in seconds). */
export const DAY_SECONDS = 86_400;

/** Milliseconds in a day (Date arithmetic). */
export const DAY_MS = DAY_SECONDS * 1000;
