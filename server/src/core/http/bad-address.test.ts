import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";

let database: TestDatabase;
let site: TestApp;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-client-"));

beforeAll(async () => {
  fs.writeFileSync(path.join(clientDist, "index.html"), '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>');
  database = await createTestDatabase();
  site = await startTestApp(database.db, { clientDist });
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

// %ED%A0%80 is a lone surrogate's UTF-8 and %E0%A4%A is cut short: neither decodes.
describe("an address whose percent-encoding does not decode is the caller's mistake, never a 500", () => {
  test.each(["/api/people/%ED%A0%80", "/api/plays/%ED%A0%80", "/api/plays/hamlet/reviews/%E0%A4%A", "/api/venues/%ED%A0%80", "/api/blogs/%ED%A0%80"])(
    "%s is a 400 in the REST facade's error shape",
    async (address) => {
      const response = await fetch(`${site.url}${address}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "The address is not valid: it holds a badly encoded character", code: "BAD_REQUEST" });
    },
  );

  test("pages: a 400 in plain text where a route reads the address, else the not-found page", async () => {
    for (const address of ["/preview/%ED%A0%80", "/newsletter/confirm/%ED%A0%80", "/admin-edit-tool/reset-password/%ED%A0%80"]) {
      const response = await fetch(`${site.url}${address}`);
      expect([address, response.status, await response.text()]).toEqual([address, 400, "The address is not valid: it holds a badly encoded character"]);
    }
    for (const address of ["/people/%ED%A0%80", "/venues/%ED%A0%80", "/%ED%A0%80"]) {
      const response = await fetch(`${site.url}${address}`);
      expect([address, response.status]).toEqual([address, 404]);
      expect(await response.text()).toContain("Page not found");
    }
  });
});
