import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";

// The page template (the client's index.html) is read once the client is built, then kept.

let database: TestDatabase;
let site: TestApp;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-client-"));
const template = (build: string) => `<!doctype html><html><head><title>Site</title></head><body><p>${build}</p><div id="root"></div></body></html>`;

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db, { clientDist });
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

test("before the client is built pages answer 503 saying so; once it is, they are served, from the template first read", async () => {
  const unbuilt = await fetch(`${site.url}/about`);
  expect(unbuilt.status).toBe(503);
  expect(await unbuilt.text()).toMatch(/has not been built yet: run `npm run build`/);

  fs.writeFileSync(path.join(clientDist, "index.html"), template("First build"));
  const built = await fetch(`${site.url}/about`);
  expect(built.status).toBe(200);
  expect(await built.text()).toContain("<p>First build</p>");

  // The template is fixed for a running server: a file changed under it is not read again.
  fs.writeFileSync(path.join(clientDist, "index.html"), template("Changed under the server"));
  const later = await (await fetch(`${site.url}/terms`)).text();
  expect(later).toContain("<p>First build</p>");
});
