import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.join(__dirname, "..", "..", "..");

/**
 * ESLint's messages for each piece of code as if it were a file at that path (relative to the
 * repository), from one ESLint run with the repository's config (an ES module, so outside jest).
 */
function lint(files: Record<string, string>): Record<string, string[]> {
  const script = `
    import { ESLint } from "eslint";
    const files = JSON.parse(process.argv[1]);
    const eslint = new ESLint();
    const out = {};
    for (const [file, code] of Object.entries(files)) out[file] = (await eslint.lintText(code, { filePath: file }))[0].messages.map((m) => m.message);
    console.log(JSON.stringify(out));`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script, JSON.stringify(files)], { cwd: root, encoding: "utf8" });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

it("lets both sides import the shared rules, and refuses an import of either side from them (eslint.config.mjs)", () => {
  const good = 'import { slugify } from "@theatre/common/slug";\nexport const x = slugify;\n';
  const messages = lint({
    "packages/common/src/bad-server.ts": 'import { badInput } from "../../../server/src/core/errors";\nexport const x = badInput;\n',
    "packages/common/src/bad-client.ts": 'import { formatClock } from "@theatre/client/src/lib/dates";\nexport const x = formatClock;\n',
    "server/src/core/good.ts": good,
    "server/src/features/plays/good.ts": good,
    "client/src/features/plays/good.ts": good,
    "client/src/lib/good.ts": good,
  });
  expect(messages["packages/common/src/bad-server.ts"]).toEqual([expect.stringMatching(/packages\/common is below both sides/)]);
  expect(messages["packages/common/src/bad-client.ts"]).toEqual([expect.stringMatching(/packages\/common is below both sides/)]);
  for (const file of ["server/src/core/good.ts", "server/src/features/plays/good.ts", "client/src/features/plays/good.ts", "client/src/lib/good.ts"]) expect(messages[file]).toEqual([]);
}, 60_000);
