import net from "node:net";
import { Role } from "../auth";
import { originForm } from "./paths";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";

let database: TestDatabase;
let site: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db, { readCache: true });
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

/** A GET with its request line sent as written: fetch and http.get only ever send a path. */
function rawGet(target: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { port } = new URL(site.url);
  const head = [`GET ${target} HTTP/1.1`, "Host: localhost", "Connection: close", ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)].join("\r\n");
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1", () => socket.write(`${head}\r\n\r\n`));
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("end", () => resolve({ status: Number(answer.split(" ")[1]), body: answer.slice(answer.indexOf("\r\n\r\n") + 4) }));
    socket.on("error", reject);
  });
}

describe("one reading of a request's path, the one Express routes by", () => {
  test("an absolute-form target is read as its path: a signed-in answer is never cached and replayed to an anonymous caller", async () => {
    const token = await site.tokenFor(Role.member, "absoluteform");
    for (const target of ["http://x.example/api/profile", "HTTP://x.example/API/profile/", "http://x.example/api/profile#part"]) {
      const signedIn = await rawGet(target, { authorization: `Bearer ${token}` });
      expect([target, signedIn.status]).toEqual([target, 200]);
      expect(signedIn.body).toContain("absoluteform");
      const anonymous = await rawGet(target);
      expect([target, anonymous.status]).toEqual([target, 401]);
      expect(anonymous.body).not.toContain("absoluteform");
    }
  });

  test("an absolute-form target reaches what its path reaches, and shares its path's cache entry", async () => {
    const direct = await fetch(`${site.url}/api/plays/whatson`);
    const absolute = await rawGet("http://x.example/api/plays/whatson");
    expect(absolute.status).toBe(200);
    expect(JSON.parse(absolute.body)).toEqual(await direct.json());
  });

  test("a target with no path (`*`) is refused with 400; one without a leading slash is refused by Node's parser", async () => {
    expect(await rawGet("*")).toEqual({ status: 400, body: "The address is not valid: it must be a path starting with /" });
    expect((await rawGet("api/profile")).status).toBe(400);
  });

  test("`//api/profile` is not the API's profile, for the cache as for Express: never the signed-in answer", async () => {
    const token = await site.tokenFor(Role.member, "doubleslash");
    const signedIn = await rawGet("//api/profile", { authorization: `Bearer ${token}` });
    expect(signedIn.body).not.toContain("doubleslash");
    expect((await rawGet("//api/profile")).body).not.toContain("doubleslash");
  });
});

describe("originForm", () => {
  test("reads a target as Express's router does", () => {
    expect(originForm("/api/profile?x=1")).toBe("/api/profile?x=1");
    expect(originForm("http://x.example/api/profile?x=1")).toBe("/api/profile?x=1");
    expect(originForm("https://x.example:8443/API/Profile/")).toBe("/API/Profile/");
    expect(originForm("http://x.example")).toBe("/");
    expect(originForm("/api/profile#part")).toBe("/api/profile");
    expect(originForm("//api/profile")).toBe("//api/profile");
    expect(originForm("*")).toBeNull();
    expect(originForm("api/profile")).toBeNull();
  });
});
