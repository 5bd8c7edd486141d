// The tools' readers answer by id: a reply reaches the request it answers even when replies come
// back out of order, an error reply fails only its own request, and a worker that stops fails
// every request still waiting instead of leaving a press hanging.
import { expect, test } from "vitest";
import { workerRequests } from "../../web/lib/worker-requests.ts";

/** A worker's page-facing surface: what the page posts, and a way to answer as the worker would. */
class FakeWorker extends EventTarget {
  readonly posted: { id?: number; [key: string]: unknown }[] = [];
  postMessage(message: { id?: number }) {
    this.posted.push(message);
  }
  reply(data: unknown) {
    this.dispatchEvent(new MessageEvent("message", { data }));
  }
  stop() {
    this.dispatchEvent(new Event("error", { cancelable: true }));
  }
}

const start = () => {
  const fake = new FakeWorker();
  const requests = workerRequests<{ text: string }, { length: number }>(
    fake as unknown as Worker,
    "The reader stopped.",
  );
  return { fake, requests };
};

test("each reply reaches the request it answers, whatever order the replies come in", async () => {
  const { fake, requests } = start();
  const first = requests.ask({ text: "one" });
  const second = requests.ask({ text: "three" });
  const [a, b] = fake.posted;
  expect(a).toMatchObject({ text: "one" });
  expect(b).toMatchObject({ text: "three" });
  expect(a?.id).not.toBe(b?.id);
  fake.reply({ id: b?.id, length: 5 });
  fake.reply({ id: a?.id, length: 3 });
  await expect(first).resolves.toMatchObject({ length: 3 });
  await expect(second).resolves.toMatchObject({ length: 5 });
});

test("an error reply fails its own request with the worker's words, and no other", async () => {
  const { fake, requests } = start();
  const failing = requests.ask({ text: "bad" });
  const fine = requests.ask({ text: "good" });
  fake.reply({ id: fake.posted[0]?.id, error: "That text could not be read." });
  await expect(failing).rejects.toThrow("That text could not be read.");
  fake.reply({ id: fake.posted[1]?.id, length: 4 });
  await expect(fine).resolves.toMatchObject({ length: 4 });
});

test("a worker that stops fails every request still waiting", async () => {
  const { fake, requests } = start();
  const waiting = [requests.ask({ text: "a" }), requests.ask({ text: "b" })];
  fake.stop();
  for (const request of waiting) await expect(request).rejects.toThrow("The reader stopped.");
});

test("a message told carries no id and expects no reply", () => {
  const { fake, requests } = start();
  requests.tell({ type: "warm" });
  expect(fake.posted).toEqual([{ type: "warm" }]);
});
