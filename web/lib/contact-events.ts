// Opens the contact modal from anywhere (TENFOLD's "open the contact form" action dispatches it).
export const OPEN_CONTACT_EVENT = "larkspur:open-contact";

export function openContact(): void {
  window.dispatchEvent(new CustomEvent(OPEN_CONTACT_EVENT));
}
