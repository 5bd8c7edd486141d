// The console's health page: whether the database answers, and each production setting that is
// missing or unsafe, in plain words with what it means for the site. Never a setting's value.
import { recipients } from "#shared/recipients.ts";
import type { SettingCheck } from "#shared/api/staff.ts";
import { MIN_SECRET_LENGTH } from "../platform/client-identity.ts";
import type { Config } from "../platform/config.ts";
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

const keyCheck = (name: string, label: string, length: number, purpose: string, development: boolean): SettingCheck => {
  if (length >= MIN_SECRET_LENGTH) return { name, label, status: "ok", message: `${label} is set.` };
  const problem = length === 0 ? "is not set" : `is shorter than ${MIN_SECRET_LENGTH} characters`;
  return {
    name,
    label,
    status: length === 0 ? "missing" : "unsafe",
    message: `${label} ${problem}. ${purpose}${development ? " On this development machine a built-in key stands in." : ""}`,
  };
};

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
function notifyCheck(host: string | null): SettingCheck {
  const label = "Staff notifications";
  const { name, hosts } = recipients.slack;
  if (host === null)
    return {
      name: "NOTIFY_WEBHOOK_URL",
      label,
      status: "optional",
      message: "Nothing is forwarded: new enquiries and proof decisions are seen only in this console.",
    };
  if ((hosts as readonly string[]).includes(host))
    return {
      name: "NOTIFY_WEBHOOK_URL",
      label,
      status: "ok",
      message: `New enquiries and proof decisions are forwarded to the team's channel in ${name}.`,
    };
  return {
    name: "NOTIFY_WEBHOOK_URL",
    label,
    status: "unsafe",
    message: `Enquiries are forwarded to ${host}, but the privacy policy tells visitors they go to ${name}. Point the webhook at ${name}, or name the new service in the policy's list of recipients first.`,
  };
}

/** Every setting a production deployment should have, checked against what this deployment has. */
export function settingChecks(config: Config): SettingCheck[] {
  const development = config.site.env === "development";
  const { secrets, staff } = config;
  const accessCheck: SettingCheck = staff.access
    ? staff.access.issuer.startsWith("https://")
      ? {
          name: "ACCESS_TEAM_DOMAIN, ACCESS_AUD",
          label: "Cloudflare Access",
          status: "ok",
          message: `Staff sign in through Cloudflare Access (${staff.access.issuer}).`,
        }
      : {
          name: "ACCESS_TEAM_DOMAIN",
          label: "Cloudflare Access",
          status: "unsafe",
          message:
            "The Access team's address is not https, so sign-ins are checked against keys fetched without encryption.",
        }
    : {
        name: "ACCESS_TEAM_DOMAIN, ACCESS_AUD",
        label: "Cloudflare Access",
        status: "missing",
        message: development
          ? "Cloudflare Access is not configured: on this development machine staff sign in with the staff token instead; a deployment needs Access for the console."
          : "Cloudflare Access is not configured, so no one can sign in to the console from a browser; only scripts with the staff token get in.",
      };
  const tokenCheck: SettingCheck = staff.shortToken
    ? {
        name: "ADMIN_TOKEN",
        label: "Staff token for scripts",
        status: "unsafe",
        message: `The staff token is shorter than ${MIN_SECRET_LENGTH} characters, so it is ignored: scripts cannot get in.`,
      }
    : staff.token
      ? {
          name: "ADMIN_TOKEN",
          label: "Staff token for scripts",
          status: "ok",
          message: "Scripts can read exports with the staff token.",
        }
      : {
          name: "ADMIN_TOKEN",
          label: "Staff token for scripts",
          status: "optional",
          message: "No staff token: scripts cannot read the exports (people use the console).",
        };
  return [
    keyCheck(
      "CLIENT_HASH_SALT",
      "The key for visitors' pseudonymous ids",
      secrets.clientHashSaltLength,
      "Without it a deployment refuses every request, because the ids of visitors' addresses could be reversed.",
      development,
    ),
    keyCheck(
      "EMAIL_TOKEN_SECRET",
      "The key for newsletter links",
      secrets.emailTokenSecretLength,
      "Without it anyone could forge the newsletter's confirmation and unsubscribe links.",
      development,
    ),
    config.turnstile.secret
      ? {
          name: "TURNSTILE_SECRET_KEY",
          label: "Turnstile bot check",
          status: "ok",
          message: "The contact form, the newsletter and voice calls are checked for bots.",
        }
      : {
          name: "TURNSTILE_SECRET_KEY",
          label: "Turnstile bot check",
          status: "missing",
          message:
            "The contact form and the newsletter are not checked for bots; only rate limits hold back automated messages.",
        },
    accessCheck,
    tokenCheck,
    secrets.emailProvider
      ? {
          name: "EMAIL_API_KEY, EMAIL_FROM",
          label: "Email provider",
          status: "ok",
          message: "Newsletter emails are sent as they are written.",
        }
      : {
          name: "EMAIL_API_KEY, EMAIL_FROM",
          label: "Email provider",
          status: "missing",
          message: "No email provider: confirmation emails wait in the outbox until someone sends them by hand.",
        },
    notifyCheck(secrets.notifyWebhookHost),
    config.chat.model
      ? { name: "OPENAI_API_KEY", label: "TENFOLD's model", status: "ok", message: "TENFOLD answers with the model." }
      : {
          name: "OPENAI_API_KEY",
          label: "TENFOLD's model",
          status: "optional",
          message:
            "TENFOLD answers from the site's own pages without a model; voice uses the browser's on-device speech where it can.",
        },
    ...voiceCheck(config),
  ];
}
