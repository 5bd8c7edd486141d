// Where the prerendered approval page's two states are, for the prerender that writes them and the
// function that serves them. A module of its own, with no imports: the route table, which every
// page loads first, reads it, so it must not bring the proof rules' schemas with it.

/** Shell prerendered for /approval/{slug}; functions/approval/[slug].ts serves it for a link that works. */
export const APPROVAL_SHELL_PATH = "/_shells/approval";
/** The same page in its not-found state, served with 404 for a link that does not work. */
export const APPROVAL_GONE_SHELL_PATH = "/_shells/approval-gone";
