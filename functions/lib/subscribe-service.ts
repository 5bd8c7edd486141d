// Newsletter subscriptions: one row per normalised address; subscribing again is not an error.
import { messages } from "../../web/shared/messages.ts";
import { nameFromEmail, normaliseEmail, type SubscribeRequest } from "../../web/shared/schemas.ts";
import { withDatabase } from "./errors.ts";

export interface SubscribeResult {
  readonly created: boolean;
  readonly message: string;
}

export async function subscribe(input: SubscribeRequest, clientHash: string, db: D1Database, now: () => Date): Promise<SubscribeResult> {
  if (input.website) return { created: false, message: messages.subscribe.newSubscriber };
  const email = normaliseEmail(input.email);
  const name = (input.name || nameFromEmail(email)).slice(0, 120);
  const result = await withDatabase(() =>
    db
      .prepare("INSERT INTO subscribers (email, name, created_at, client_hash) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (email) DO NOTHING")
      .bind(email, name, now().toISOString(), clientHash)
      .run(),
  );
  const created = result.meta.changes > 0;
  return { created, message: created ? messages.subscribe.newSubscriber : messages.subscribe.alreadySubscribed };
}
