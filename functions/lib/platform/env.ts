// The functions' environment: bindings and vars declared in wrangler.toml (typed by
// `wrangler types`), plus the optional secrets settings.ts declares, set in .dev.vars or the
// Pages dashboard.
import type { SecretName } from "./settings.ts";

export type Secrets = Readonly<Partial<Record<SecretName, string>>>;

export type AppEnv = Env & Secrets;
