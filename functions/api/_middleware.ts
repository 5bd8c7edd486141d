// Adds the site's security headers to every function response (Pages applies dist/_headers only
// to static files). It lives under api/ on purpose: a middleware at the root would run the
// worker for every page, script and image too, where static files are otherwise served without
// it (the generated routes then include only /api/*).
import { securityHeaders } from "#shared/security-headers.ts";

const HEADERS = Object.entries(securityHeaders({ turnstile: false }));

export const onRequest: PagesFunction = async (context) => {
  const response = await context.next();
  const secured = new Response(response.body, response);
  // A response that sets one of these itself keeps its own (a proof's file may be framed by the
  // approval page, and every proof file is sandboxed: functions/lib/tools/proofs/proof-store.ts).
  for (const [name, value] of HEADERS) if (!secured.headers.has(name)) secured.headers.set(name, value);
  return secured;
};
