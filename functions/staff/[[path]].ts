// /staff and everything under it: the staff console (functions/lib/staff/staff-pages.ts).
import type { AppEnv } from "../lib/platform/env.ts";
import { staffPage } from "../lib/staff/staff-pages.ts";

export const onRequest: PagesFunction<AppEnv> = (context) =>
  staffPage(context.request, context.env, context.env.ASSETS);
