// Starts the fake OpenAI, email, Access, news-site, public-source, Parliament, GOV.UK and ModernGov servers (Node side) for the functions lane and hands
// their URLs to workerd.
import type { TestProject } from "vitest/node";
import { startFakeBillsApi } from "../fakes/fake-bills-api.ts";
import { startFakeAccess } from "../fakes/fake-access.ts";
import { startFakeEmail } from "../fakes/fake-email.ts";
import { startFakeGovuk } from "../fakes/fake-govuk.ts";
import { startFakeModernGov } from "../fakes/fake-moderngov.ts";
import { startFakeNewsSite } from "../fakes/fake-news-site.ts";
import { startFakeOpenAI } from "../fakes/fake-openai.ts";
import { startFakeParliament } from "../fakes/fake-parliament.ts";
import { startFakePublicSource } from "../fakes/fake-public-source.ts";

declare module "vitest" {
  interface ProvidedContext {
    fakeOpenAIUrl: string;
    fakeEmailUrl: string;
    fakeAccessUrl: string;
    fakeNewsUrl: string;
    fakeSourceUrl: string;
    fakeParliamentUrl: string;
    fakeModernGovUrl: string;
    fakeBillsUrl: string;
    fakeGovukUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const [openai, email, access, news, source, parliament, moderngov, bills, govuk] = await Promise.all([
    startFakeOpenAI(),
    startFakeEmail(),
    startFakeAccess(),
    startFakeNewsSite(),
    startFakePublicSource(),
    startFakeParliament(),
    startFakeModernGov(),
    startFakeBillsApi(),
    startFakeGovuk(),
  ]);
  project.provide("fakeOpenAIUrl", openai.url);
  project.provide("fakeEmailUrl", email.url);
  project.provide("fakeAccessUrl", access.url);
  project.provide("fakeNewsUrl", news.url);
  project.provide("fakeSourceUrl", source.url);
  project.provide("fakeParliamentUrl", parliament.url);
  project.provide("fakeModernGovUrl", moderngov.url);
  project.provide("fakeBillsUrl", bills.url);
  project.provide("fakeGovukUrl", govuk.url);
  return () =>
    Promise.all([
      openai.close(),
      email.close(),
      access.close(),
      news.close(),
      source.close(),
      parliament.close(),
      moderngov.close(),
      bills.close(),
      govuk.close(),
    ]).then(() => undefined);
}
