/**
 * Rendering a page must leave Node's async hooks off: React's server renderer keeps its request in
 * an AsyncLocalStorage, whose first use on Node 20 turns the hooks on for the whole process and
 * makes every later promise of the server's several times dearer (client/src/lib/rendering/render-request-storage.ts).
 * Checked in a process of its own, as the server renders (jest's own machinery must not count):
 * with the hooks on, a new promise carries their bookkeeping as symbol-keyed properties.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";

const ENTRY = path.join(__dirname, "..", "..", "..", "..", "client", "dist", ".ssr", "entry-server.cjs");

const SCRIPT = `
const { renderPage } = require(process.argv[1]);
const hooked = () => Object.getOwnPropertySymbols(Promise.resolve().then(() => {})).length > 0;
const before = hooked();
renderPage({ url: "/", now: Date.parse("2026-11-25T12:00:00Z"), execute: async () => ({ data: null }) })
  .then((page) => console.log(JSON.stringify({ before, after: hooked(), rendered: page.html.length > 0 })));
`;

test("a server render leaves async hooks off, and the page is rendered", () => {
  const out = execFileSync(process.execPath, ["-e", SCRIPT, ENTRY], { encoding: "utf8", timeout: 60_000 });
  expect(JSON.parse(out.trim().split("\n").at(-1)!)).toEqual({ before: false, after: false, rendered: true });
});
