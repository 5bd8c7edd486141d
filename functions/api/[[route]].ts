// Pages Functions entry for every /api/* request: hands it to the router.
import type { AppEnv } from "../lib/platform/env.ts";
import { handleApi } from "../lib/router.ts";

export const onRequest: PagesFunction<AppEnv> = (context) => handleApi(context.request, context.env, context);
