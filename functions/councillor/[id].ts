// /councillor/{id}: a councillor's profile, demonstration or live, with a real 404 for an id no
// council on Council Radar's list holds (functions/lib/tools/council-radar/councillor-page-response.ts).
import { readConfig } from "../lib/platform/config.ts";
import type { AppEnv } from "../lib/platform/env.ts";
import { councillorPage } from "../lib/tools/council-radar/councillor-page-response.ts";

export const onRequestGet: PagesFunction<AppEnv, "id"> = (context) =>
  councillorPage(context.request, String(context.params.id), context.env.DB, context.env.ASSETS, {
    turnstile: Boolean(readConfig(context.env).config?.turnstile.secret),
  });
export const onRequestHead = onRequestGet;
