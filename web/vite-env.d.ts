// Build-time public settings (set in the environment of `npm run build`).
interface ImportMetaEnv {
  /** Cloudflare Turnstile site key; when set, the forms show the Turnstile check. */
  readonly VITE_TURNSTILE_SITE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
