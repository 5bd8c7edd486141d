// Starts the fake OpenAI, email, Access and news-site servers (Node side) for the functions lane and hands
// their URLs to workerd.
import type { TestProject } from "vitest/node";
import { startFakeBillsApi } from "../fakes/fake-bills-api.ts";
import { startFakeAccess } from "../fakes/fake-access.ts";
import { startFakeEmail } from "../fakes/fake-email.ts";
import { startFakeNewsSite } from "../fakes/fake-news-site.ts";
import { startFakeOpenAI } from "../fakes/fake-openai.ts";

declare module "vitest" {
  interface ProvidedContext {
    fakeOpenAIUrl: string;
    fakeEmailUrl: string;
    fakeAccessUrl: string;
    fakeNewsUrl: string;
    fakeBillsUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const [openai, email, access, news, bills] = await Promise.all([
    startFakeOpenAI(),
    startFakeEmail(),
    startFakeAccess(),
    startFakeNewsSite(),
    startFakeBillsApi(),
  ]);
  project.provide("fakeOpenAIUrl", openai.url);
  project.provide("fakeEmailUrl", email.url);
  project.provide("fakeAccessUrl", access.url);
  project.provide("fakeNewsUrl", news.url);
  project.provide("fakeBillsUrl", bills.url);
  return () =>
    Promise.all([openai.close(), email.close(), access.close(), news.close(), bills.close()]).then(() => undefined);
}
