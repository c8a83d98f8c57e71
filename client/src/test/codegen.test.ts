import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.join(__dirname, "..", "..", "..");

it("generates the typed documents without graphql-tag's fragment-name warnings (client/typename-transform.cjs)", () => {
  // --check: compare with the committed output, write nothing.
  const run = spawnSync(path.join(root, "node_modules", ".bin", "graphql-codegen"), ["--config", "codegen.yml", "--check"], { cwd: root, encoding: "utf8" });
  const output = `${run.stdout}${run.stderr}`;
  expect(run.status).toBe(0);
  expect(output).not.toMatch(/fragment with name \w+ already exists/);
}, 120_000);
