import express from "express";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { clientFiles } from "./client-files";

const SCRIPT = `export const greeting = "${"hello ".repeat(200)}";\n`;
let dist: string;
let server: http.Server;

/** A GET with exactly these headers (fetch would add its own Accept-Encoding and decode). */
function get(pathname: string, headers: http.OutgoingHttpHeaders = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http.get({ port, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "client-files-"));
  fs.mkdirSync(path.join(dist, "assets"));
  const file = path.join(dist, "assets", "index-abc123.js");
  fs.writeFileSync(file, SCRIPT);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(SCRIPT));
  const app = express().use(clientFiles(dist));
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("the built client's assets", () => {
  test("go out as the build's brotli copy to a browser that accepts it, cached for a year", async () => {
    const response = await get("/assets/index-abc123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
  });

  test("go out gzipped to a client that only takes gzip, and as they are to one that takes neither", async () => {
    const gzipped = await get("/assets/index-abc123.js", { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(SCRIPT);
    const plain = await get("/assets/index-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  test("a missing asset is a 404, never the page", async () => {
    expect((await get("/assets/gone-000000.js", { "accept-encoding": "br" })).status).toBe(404);
  });
});
