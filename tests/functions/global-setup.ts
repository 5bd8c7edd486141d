// Starts the fake OpenAI server (Node side) for the functions lane and hands its URL to workerd.
import type { TestProject } from "vitest/node";
import { startFakeOpenAI } from "../fakes/fake-openai.ts";

declare module "vitest" {
  interface ProvidedContext {
    fakeOpenAIUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const fake = await startFakeOpenAI();
  project.provide("fakeOpenAIUrl", fake.url);
  return () => fake.close();
}
