// The screen sizes the keyboard, reflow and widget specs check: a desktop and a phone.
export const desktop = { width: 1280, height: 800 };
export const phone = { width: 375, height: 740 };

export const SIZES = [
  { name: "desktop", viewport: desktop },
  { name: "phone", viewport: phone },
] as const;
