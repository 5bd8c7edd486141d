// The console's health page: whether the database answers, and each production setting that is
// missing or unsafe, in plain words with what it means for the site. Never a setting's value. The
// settings checked, and the names shown for each check, are those settings.ts gives a check.
import { recipients } from "#shared/recipients.ts";
import type { SettingCheck } from "#shared/api/staff.ts";
import { MIN_SECRET_LENGTH } from "../platform/client-identity.ts";
import type { Config } from "../platform/config.ts";
import { SETTINGS, type HealthCheckName } from "../platform/settings.ts";
import { voiceGate } from "../tenfold/voice/voice-gate.ts";

export interface DatabaseHealth {
  readonly reachable: boolean;
  readonly schema: string | null;
  readonly message: string;
}

/** The newest migration applied (wrangler's own d1_migrations table), as proof the schema is current. */
export async function databaseHealth(db: D1Database): Promise<DatabaseHealth> {
  try {
    const row = await db.prepare("SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1").first<{ name: string }>();
    return {
      reachable: true,
      schema: row?.name ?? null,
      message: row
        ? `Reachable; the newest migration applied is ${row.name}.`
        : "Reachable, but no migration has been applied.",
    };
  } catch (error) {
    console.error("Health check query failed", error);
    return {
      reachable: false,
      schema: null,
      message: "The database did not answer a query. Enquiries and sign-ups cannot be stored until it does.",
    };
  }
}

/** A check's finding: its status and words, and the settings to name when not all of its own. */
type Finding = Pick<SettingCheck, "status" | "message"> & { readonly name?: string };

/** A key's finding: long enough, missing or short (development runs on a built-in key). */
function keyFinding(label: string, length: number, purpose: string, development: boolean): Finding {
  if (length >= MIN_SECRET_LENGTH) return { status: "ok", message: `${label} is set.` };
  const problem = length === 0 ? "is not set" : `is shorter than ${MIN_SECRET_LENGTH} characters`;
  return {
    status: length === 0 ? "missing" : "unsafe",
    message: `${label} ${problem}. ${purpose}${development ? " On this development machine a built-in key stands in." : ""}`,
  };
}

/** Realtime voice with the OpenAI key set: on only behind Turnstile, outside development. */
function voiceCheck(config: Config): SettingCheck[] {
  const gate = voiceGate(config);
  if (gate === "no-key") return [];
  const name = "TURNSTILE_SECRET_KEY";
  const label = "Realtime voice";
  if (gate === "needs-turnstile") {
    return [
      {
        name,
        label,
        status: "missing",
        message:
          "Realtime voice is switched off: with no Turnstile check, any script could start paid voice calls on the OpenAI account. Set TURNSTILE_SECRET_KEY (and VITE_TURNSTILE_SITE_KEY for the build) to offer it; until then the voice tab uses the browser's on-device speech.",
      },
    ];
  }
  if (!config.turnstile.secret) {
    return [
      {
        name,
        label,
        status: "optional",
        message:
          "On this development machine voice calls start without the Turnstile check; a deployment offers no realtime voice until TURNSTILE_SECRET_KEY is set.",
      },
    ];
  }
  return [
    {
      name,
      label,
      status: "ok",
      message: "Realtime voice is on, and every call passes the Turnstile check before it starts.",
    },
  ];
}

/**
 * The privacy policy tells visitors which service receives staff notifications
 * (web/shared/recipients.ts), so a webhook elsewhere would send their messages somewhere unnamed.
 */
function notifyFinding(host: string | null): Finding {
  const { name, hosts } = recipients.slack;
  if (host === null)
    return {
      status: "optional",
      message: "Nothing is forwarded: new enquiries and proof decisions are seen only in this console.",
    };
  if ((hosts as readonly string[]).includes(host))
    return {
      status: "ok",
      message: `New enquiries and proof decisions are forwarded to the team's channel in ${name}.`,
    };
  return {
    status: "unsafe",
    message: `Enquiries are forwarded to ${host}, but the privacy policy tells visitors they go to ${name}. Point the webhook at ${name}, or name the new service in the policy's list of recipients first.`,
  };
}

const accessFinding = ({ staff }: Config, development: boolean): Finding =>
  staff.access
    ? staff.access.issuer.startsWith("https://")
      ? { status: "ok", message: `Staff sign in through Cloudflare Access (${staff.access.issuer}).` }
      : {
          name: "ACCESS_TEAM_DOMAIN",
          status: "unsafe",
          message:
            "The Access team's address is not https, so sign-ins are checked against keys fetched without encryption.",
        }
    : {
        status: "missing",
        message: development
          ? "Cloudflare Access is not configured: on this development machine staff sign in with the staff token instead; a deployment needs Access for the console."
          : "Cloudflare Access is not configured, so no one can sign in to the console from a browser; only scripts with the staff token get in.",
      };

const tokenFinding = ({ staff }: Config): Finding =>
  staff.shortToken
    ? {
        status: "unsafe",
        message: `The staff token is shorter than ${MIN_SECRET_LENGTH} characters, so it is ignored: scripts cannot get in.`,
      }
    : staff.token
      ? { status: "ok", message: "Scripts can read exports with the staff token." }
      : { status: "optional", message: "No staff token: scripts cannot read the exports (people use the console)." };

/** What each check the settings name (settings.ts) finds in this deployment's config. */
const FINDINGS: Record<HealthCheckName, (config: Config, development: boolean) => Finding> = {
  "The key for visitors' pseudonymous ids": (config, development) =>
    keyFinding(
      "The key for visitors' pseudonymous ids",
      config.secrets.clientHashSaltLength,
      "Without it a deployment refuses every request, because the ids of visitors' addresses could be reversed.",
      development,
    ),
  "The key for newsletter links": (config, development) =>
    keyFinding(
      "The key for newsletter links",
      config.secrets.emailTokenSecretLength,
      "Without it anyone could forge the newsletter's confirmation and unsubscribe links.",
      development,
    ),
  "Turnstile bot check": (config) =>
    config.turnstile.secret
      ? { status: "ok", message: "The contact form, the newsletter and voice calls are checked for bots." }
      : {
          status: "missing",
          message:
            "The contact form and the newsletter are not checked for bots; only rate limits hold back automated messages.",
        },
  "Cloudflare Access": accessFinding,
  "Staff token for scripts": tokenFinding,
  "Email provider": (config) =>
    config.secrets.emailProvider
      ? { status: "ok", message: "Newsletter emails are sent as they are written." }
      : {
          status: "missing",
          message: "No email provider: confirmation emails wait in the outbox until someone sends them by hand.",
        },
  "Staff notifications": (config) => notifyFinding(config.secrets.notifyWebhookHost),
  "TENFOLD's model": (config) =>
    config.chat.model
      ? { status: "ok", message: "TENFOLD answers with the model." }
      : {
          status: "optional",
          message:
            "TENFOLD answers from the site's own pages without a model; voice uses the browser's on-device speech where it can.",
        },
};

/** The health page's checks in the order the settings are declared, each with the names of its settings. */
const CHECKED: readonly { label: HealthCheckName; names: string }[] = (() => {
  const named = new Map<HealthCheckName, string[]>();
  for (const [name, setting] of Object.entries(SETTINGS) as [string, { health?: HealthCheckName }][])
    if (setting.health) named.set(setting.health, [...(named.get(setting.health) ?? []), name]);
  return [...named].map(([label, names]) => ({ label, names: names.join(", ") }));
})();

/** Every setting a production deployment should have, checked against what this deployment has. */
export function settingChecks(config: Config): SettingCheck[] {
  const development = config.site.env === "development";
  return [
    ...CHECKED.map(({ label, names }) => ({ name: names, label, ...FINDINGS[label](config, development) })),
    ...voiceCheck(config),
  ];
}
