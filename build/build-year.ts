// The year the site is built (UK winter time is UTC, so the year turns at the same moment): pages are
// published when built, so the copyright range every page shows runs to this year.
export const BUILD_YEAR = new Date().getUTCFullYear();
