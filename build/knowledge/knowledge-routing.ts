// Triage Bot's routing facts, from the same registries as TENFOLD's knowledge: each service with
// its page, and each consultant with the services they lead on (the team registry's specialisms).
import { services } from "../../web/content/services.ts";
import { team } from "../../web/content/team.ts";
import type { TriageRouting } from "#shared/api/triage-routing.ts";

export function buildRouting(): TriageRouting {
  return {
    services: services.map((s) => ({ slug: s.slug, name: s.name, url: `/services/${s.slug}`, summary: s.lede })),
    team: team.map((p) => ({ slug: p.slug, name: p.name, url: `/about#${p.slug}`, services: [...p.services] })),
  };
}
