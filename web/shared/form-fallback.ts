// Where a contact message sent without script lands (the form posts natively to the contact
// contract's path; functions/lib/contact/form-post.ts answers; build/standalone-pages.ts writes it).
export const MESSAGE_SENT_PATH = "/message-sent";
