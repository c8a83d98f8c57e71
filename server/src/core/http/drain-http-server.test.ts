import { ApolloServer } from "@apollo/server";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { drainHttpServer } from "./drain-http-server";

/** A server whose /slow answers when told to, and whose other paths answer at once; Apollo stops it. */
async function start() {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((req, res) => {
    if (req.url === "/slow") void released.then(() => res.end("slow done"));
    else res.end("quick");
  });
  const apollo = new ApolloServer({ typeDefs: "type Query { ok: Boolean }", plugins: [drainHttpServer(server, { graceMs: 2_000, pollMs: 10 })] });
  await apollo.start();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });
  const get = (path: string, via: http.Agent = agent) =>
    new Promise<{ status: number; body: string; socket: import("node:net").Socket }>((resolve, reject) => {
      const req = http.get({ host: "127.0.0.1", port, path, agent: via }, (res) => {
        let body = "";
        res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk)).on("end", () => resolve({ status: res.statusCode ?? 0, body, socket: req.socket! }));
      });
      req.on("error", reject);
    });
  return { server, apollo, agent, get, release };
}

test("stopping answers the request in flight, closes idle keep-alive connections, then refuses new ones", async () => {
  const { server, apollo, agent, get, release } = await start();
  // Each on its own connection: the idle one kept alive, the other busy.
  const idleAgent = new http.Agent({ keepAlive: true });
  const idle = await get("/quick", idleAgent);
  const idleClosed = new Promise((resolve) => idle.socket.once("close", resolve));
  const slow = get("/slow");
  await new Promise((resolve) => setTimeout(resolve, 50));

  const started = Date.now();
  const stopped = apollo.stop();
  await idleClosed;
  expect(server.listening).toBe(false);
  release();
  const answer = await slow;
  expect(answer).toMatchObject({ status: 200, body: "slow done" });
  await stopped;
  // The busy connection closed once answered, not at the grace period's end.
  expect(Date.now() - started).toBeLessThan(1_500);
  await expect(get("/quick", new http.Agent())).rejects.toThrow(/ECONNREFUSED/);
  agent.destroy();
  idleAgent.destroy();
});

test("a request that never finishes is cut off after the grace period", async () => {
  const { apollo, agent, get, release } = await start();
  const slow = get("/slow");
  await new Promise((resolve) => setTimeout(resolve, 50));
  const started = Date.now();
  await apollo.stop();
  expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
  await expect(slow).rejects.toThrow(/socket hang up|ECONNRESET/);
  release();
  agent.destroy();
});
