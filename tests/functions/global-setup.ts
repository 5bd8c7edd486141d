// Starts the fake OpenAI and fake email servers (Node side) for the functions lane and hands
// their URLs to workerd.
import type { TestProject } from "vitest/node";
import { startFakeEmail } from "../fakes/fake-email.ts";
import { startFakeOpenAI } from "../fakes/fake-openai.ts";

declare module "vitest" {
  interface ProvidedContext {
    fakeOpenAIUrl: string;
    fakeEmailUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const [openai, email] = await Promise.all([startFakeOpenAI(), startFakeEmail()]);
  project.provide("fakeOpenAIUrl", openai.url);
  project.provide("fakeEmailUrl", email.url);
  return () => Promise.all([openai.close(), email.close()]).then(() => undefined);
}
