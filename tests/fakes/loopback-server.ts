// What every local fake of a third party needs: its requests' bodies as text, and to listen on
// 127.0.0.1 only, answering its URL and a close that ends open connections too.
import type { IncomingMessage, Server } from "node:http";
import type { AddressInfo } from "node:net";

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

export interface LoopbackServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Listens on loopback (`port` 0 picks a free one); `beforeClose` ends what the fake holds open. */
export async function listenOnLoopback(
  server: Server,
  port: number,
  beforeClose: () => void = () => {},
): Promise<LoopbackServer> {
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        beforeClose();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
