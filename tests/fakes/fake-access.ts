// A stand-in for a Cloudflare Access team, for tests only: it publishes the team's signing keys
// where Access does (GET /cdn-cgi/access/certs) and, standing in for Access's sign-in, signs
// application tokens on request (POST /sign), so tests hold real RS256 tokens that only the
// published key verifies. The functions reach it through ACCESS_TEAM_DOMAIN; its address is the
// tokens' issuer, as a team's address is.
//   POST /sign { email?, aud?, iss?, expiresIn?, issuedAt?, key?: "team" | "rogue", claims? }
// "rogue" signs with a key the team never published, under the team key's id.
import { createServer } from "node:http";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { FAKE_ACCESS_AUDIENCE, type SignRequest } from "./access-tokens.ts";
import { listenOnLoopback, readBody, type LoopbackServer } from "./loopback-server.ts";

const KEY_ID = "fake-team-key-1";

export async function startFakeAccess(port = 0): Promise<LoopbackServer> {
  const [team, rogue] = await Promise.all([generateKeyPair("RS256", { extractable: true }), generateKeyPair("RS256")]);
  const published = { ...(await exportJWK(team.publicKey)), kid: KEY_ID, alg: "RS256", use: "sig" };
  let issuer = "";
  const server = createServer(
    (request, response) =>
      void (async () => {
        const url = new URL(request.url ?? "/", "http://fake");
        response.setHeader("content-type", "application/json");
        if (request.method === "GET" && url.pathname === "/cdn-cgi/access/certs") {
          response.end(JSON.stringify({ keys: [published] }));
          return;
        }
        if (request.method === "POST" && url.pathname === "/sign") {
          const body = JSON.parse((await readBody(request)) || "{}") as SignRequest;
          const issuedAt = body.issuedAt ?? Math.floor(Date.now() / 1000);
          const token = await new SignJWT({ email: body.email ?? "staff@example.com", type: "app", ...body.claims })
            .setProtectedHeader({ alg: "RS256", kid: KEY_ID })
            .setIssuer(body.iss ?? issuer)
            .setAudience([body.aud ?? FAKE_ACCESS_AUDIENCE])
            .setSubject("fake-user-id")
            .setIssuedAt(issuedAt)
            .setNotBefore(issuedAt)
            .setExpirationTime(issuedAt + (body.expiresIn ?? 600))
            .sign(body.key === "rogue" ? rogue.privateKey : team.privateKey);
          response.end(JSON.stringify({ token }));
          return;
        }
        response.writeHead(404);
        response.end(JSON.stringify({ error: "unknown endpoint" }));
      })(),
  );
  const running = await listenOnLoopback(server, port);
  issuer = running.url;
  return running;
}
