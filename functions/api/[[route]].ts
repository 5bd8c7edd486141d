// Pages Functions entry for every /api/* request: hands it to the router.
import { handleApi, type AppEnv } from "../lib/router.ts";

export const onRequest: PagesFunction<AppEnv> = (context) => handleApi(context.request, context.env, context);
