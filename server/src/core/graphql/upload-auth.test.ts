import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Role } from "../auth";
import { picture } from "../../test/images";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";

// A multipart GraphQL request is refused before graphql-upload reads it: the answer comes while
// the file is still being sent, and no temporary file (fs-capacitor's capacitor-*.tmp) is made.

let database: TestDatabase;
let site: TestApp;
let member: string;
let editor: string;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-upload-tmp-"));

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db);
  member = await site.tokenFor(Role.member);
  editor = await site.tokenFor(Role.editor);
  // The server runs in this process: fs-capacitor's files now land where this test can see them.
  jest.spyOn(os, "tmpdir").mockReturnValue(tmp);
});

afterAll(async () => {
  jest.restoreAllMocks();
  fs.rmSync(tmp, { recursive: true, force: true });
  await site.app.close();
  await database.drop();
});

const BOUNDARY = "----upload-auth-test";
const HERO = "mutation ($file: Upload!) { addHeroImage(file: $file, caption: \"New\") { id } }";
const capacitorFiles = () => fs.readdirSync(tmp).filter((name) => name.startsWith("capacitor-"));

interface Answer {
  status: number;
  body: { errors?: { message: string; extensions?: { code?: string } }[] };
}

/**
 * Sends the start of a multipart upload, then 1 MB of file every 20 ms (8 MB at most), never
 * ending the body: resolves with the answer ("no answer" if none came within 5 seconds) and the
 * temporary files that existed then.
 */
function unfinishedUpload(headers: Record<string, string>): Promise<{ answer: Answer | "no answer"; tempFiles: string[] }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${site.url}/graphql`, { method: "POST", headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, ...headers } });
    const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    request.write(field("operations", JSON.stringify({ query: HERO, variables: { file: null } })));
    request.write(field("map", JSON.stringify({ 0: ["variables.file"] })));
    request.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    let sent = 0;
    const sending = setInterval(() => {
      if (sent++ < 8) request.write(Buffer.alloc(1024 * 1024, 7));
    }, 20);
    const finish = (answer: Answer | "no answer") => {
      clearInterval(sending);
      clearTimeout(deadline);
      const tempFiles = capacitorFiles();
      request.destroy();
      resolve({ answer, tempFiles });
    };
    const deadline = setTimeout(() => finish("no answer"), 5000);
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => finish({ status: response.statusCode ?? 0, body: JSON.parse(text) as Answer["body"] }));
    });
    request.on("error", (error) => {
      clearInterval(sending);
      clearTimeout(deadline);
      reject(error);
    });
  });
}

/** The refusal, in GraphQL's shape, with no file written. */
const refusal = (status: number, code: string) => ({ answer: { status, body: { errors: [{ message: expect.any(String), extensions: { code } }] } }, tempFiles: [] });
const preflight = { "apollo-require-preflight": "true" };

describe("GraphQL uploads are authorised before they are read", () => {
  test("anonymous: 401 while the file is still being sent", async () => {
    expect(await unfinishedUpload(preflight)).toEqual(refusal(401, "UNAUTHENTICATED"));
  });

  test("a token that is not valid: 401", async () => {
    expect(await unfinishedUpload({ ...preflight, authorization: "Bearer not-a-token" })).toEqual(refusal(401, "UNAUTHENTICATED"));
  });

  test("a member: 403", async () => {
    expect(await unfinishedUpload({ ...preflight, authorization: `Bearer ${member}` })).toEqual(refusal(403, "FORBIDDEN"));
  });

  test("without the CSRF preflight header, even an editor: 400, as Apollo answers", async () => {
    expect(await unfinishedUpload({ authorization: `Bearer ${editor}` })).toEqual(refusal(400, "BAD_REQUEST"));
    expect(await unfinishedUpload({ authorization: `Bearer ${editor}`, "apollo-require-preflight": "" })).toEqual(refusal(400, "BAD_REQUEST"));
  });

  test("an editor still uploads, with either preflight header", async () => {
    for (const header of ["apollo-require-preflight", "x-apollo-operation-name"]) {
      const form = new FormData();
      form.append("operations", JSON.stringify({ query: HERO, variables: { file: null } }));
      form.append("map", JSON.stringify({ 0: ["variables.file"] }));
      form.append("0", new Blob([new Uint8Array(await picture("jpeg", 64, 64))]), "hero.jpg");
      const response = await fetch(`${site.url}/graphql`, { method: "POST", body: form, headers: { [header]: "AddHero", authorization: `Bearer ${editor}` } });
      const body = (await response.json()) as { data?: { addHeroImage: { id: string } }; errors?: unknown };
      expect(body.errors).toBeUndefined();
      expect(body.data?.addHeroImage.id).toEqual(expect.any(String));
    }
  });

  test("other requests are unaffected", async () => {
    const { status, body } = await site.graphql("{ heroImages { id } }");
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });
});
