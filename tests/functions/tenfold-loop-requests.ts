// What the tests of TENFOLD's loop send: questions from a browser that saw the notice,
// votes, and the staff report with the admin token.
import { expect } from "vitest";
import { callApi, postJson } from "./call-api.ts";

export const ADMIN = { ADMIN_TOKEN: "functions-lane-admin-token-0123456789" };
export const staff = { authorization: `Bearer ${ADMIN.ADMIN_TOKEN}` };
export const BROWSER = "browser-id-0123456789abcdef";
export const OTHER_BROWSER = "browser-id-fedcba9876543210";
export const DECLINED = "What's the weather in Leeds tomorrow?";
export const ANSWERED = "Where are your offices?";

interface ChatBody {
  response: string;
  answerId: string;
  declined: boolean;
  handoff: boolean;
}

export async function ask(
  message: string,
  extra: Record<string, unknown> = { noticeShown: true, browserId: BROWSER },
): Promise<ChatBody> {
  const response = await postJson("/api/tenfold-chat", { message, history: [], ...extra });
  expect(response.status).toBe(200);
  return await response.json<ChatBody>();
}

export const vote = (answerId: string, value: "up" | "down", reason?: string) =>
  postJson("/api/tenfold-feedback", { answerId, vote: value, ...(reason ? { reason } : {}) });

export async function report(query = "days=30"): Promise<Response> {
  return callApi(`/api/admin/tenfold/report?${query}`, { headers: staff }, ADMIN);
}
