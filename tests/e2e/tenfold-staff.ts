// What staff see of TENFOLD's hand-offs in the end-to-end specs: the contact export, read with
// the admin token, and a question the site cannot answer.
import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "./server.ts";

export const staff = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
export const WEATHER = "What's the weather in Leeds tomorrow?";

export async function staffContacts(request: APIRequestContext) {
  const response = await request.get("/api/admin/contacts", { headers: staff });
  return (
    (await response.json()) as {
      contacts: {
        name: string;
        message: string;
        source: string;
        transcript: { role: string; text: string }[] | null;
      }[];
    }
  ).contacts;
}
