// Where the contact form posts natively when the page's script never ran, and where a message
// sent that way lands (functions/lib/form-post.ts answers; build/standalone-pages.ts writes it).
export const CONTACT_ENDPOINT = "/api/contact";
export const MESSAGE_SENT_PATH = "/message-sent";
