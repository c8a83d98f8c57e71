import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * The client's floors are lint rules (eslint.config.mjs): these lint one bad import placed in each
 * folder that must refuse it, as if it were a file there, and expect the rule's error. The kinds of
 * editor are read from the disk, so a new kind's folder is checked without editing this test.
 */
const ROOT = path.resolve(__dirname, "../../..");
const EDITING = path.join(ROOT, "client/src/editing");
const KINDS = fs.readdirSync(EDITING, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== "shell").map((entry) => entry.name);

interface Case {
  file: string;
  from: string;
}

/** The messages of no-restricted-imports for each case, from one ESLint run in its own process (ESLint's config is ESM). */
function restrictions(cases: Case[]): string[][] {
  const script = `
    import { ESLint } from "eslint";
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint();
    const out = [];
    for (const { file, from } of cases) {
      const [result] = await eslint.lintText(\`import { thing } from "\${from}";\\nexport default thing;\\n\`, { filePath: file });
      out.push(result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message));
    }
    console.log(JSON.stringify(out));
  `;
  return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script, JSON.stringify(cases)], { cwd: ROOT, encoding: "utf8" }));
}

const inSrc = (file: string) => path.join(ROOT, "client/src", file);

const KIND_TO_KIND = KINDS.map((kind) => ({ file: inSrc(`editing/${kind}/bad-import.ts`), from: `../${kind === "plays" ? "blogs" : "plays"}/anything` }));
const SHELL_AND_AREA = [
  { file: inSrc("editing/shell/bad-import.ts"), from: "../plays/play-form" },
  { file: inSrc("editing/shell/drafts/bad-import.ts"), from: "../../blogs/blog-editor" },
  { file: inSrc("editing/plays/bad-import.ts"), from: "../admin-area" },
  { file: inSrc("editing/shell/bad-import.ts"), from: "../../app/routes" },
];
const PUBLIC_TO_EDITING = [
  { file: inSrc("features/plays/bad-import.ts"), from: "../../editing/shell/feedback" },
  { file: inSrc("lib/bad-import.ts"), from: "../editing/plays/play-form" },
  { file: inSrc("components/ui/bad-import.ts"), from: "../../editing/shell/fields/repeatable" },
  { file: inSrc("bad-import.ts"), from: "./editing/admin-area" },
];
const APP_TO_EDITING = { file: inSrc("app/bad-import.ts"), from: "../editing/shell/feedback" };
const EDITING_TO_FEATURE = { file: inSrc("editing/plays/bad-import.ts"), from: "../../features/plays/play-details" };
const ALLOWED = [
  { file: inSrc("editing/plays/fine-import.ts"), from: "../people/people.graphql" },
  { file: inSrc("editing/pages/fine-import.ts"), from: "../newsletter/newsletter-panel" },
  { file: inSrc("editing/blogs/fine-import.ts"), from: "../shell/drafts/save-flow" },
  { file: inSrc("editing/shell/drafts/fine-import.ts"), from: "../../../features/site/static-page" },
  { file: inSrc("app/fine-import.ts"), from: "../editing/admin-area" },
];

/** Each case's restriction messages, joined; one ESLint run for them all (it takes seconds to start). */
const found = new Map<Case, string>();
beforeAll(() => {
  const cases = [...KIND_TO_KIND, ...SHELL_AND_AREA, ...PUBLIC_TO_EDITING, APP_TO_EDITING, EDITING_TO_FEATURE, ...ALLOWED];
  restrictions(cases).forEach((messages, i) => found.set(cases[i], messages.join(" ")));
}, 120_000);

test("every kind of editor refuses to import another kind's internals", () => {
  expect(KINDS.length).toBeGreaterThanOrEqual(10);
  for (const c of KIND_TO_KIND) expect([c.file, found.get(c)]).toEqual([c.file, expect.stringContaining("never another kind")]);
});

test("the shell imports no kind of editor, and nothing in the editing area imports admin-area or app/", () => {
  expect(found.get(SHELL_AND_AREA[0])).toContain("imports no kind of editor");
  expect(found.get(SHELL_AND_AREA[1])).toContain("imports no kind of editor");
  expect(found.get(SHELL_AND_AREA[2])).toContain("composes the editing area");
  expect(found.get(SHELL_AND_AREA[3])).toContain("never imports client/src/app/");
});

test("public code never imports the editing area; app/ opens it only through admin-area", () => {
  for (const c of PUBLIC_TO_EDITING) expect([c.file, found.get(c)]).toEqual([c.file, expect.stringContaining("never imports client/src/editing/")]);
  expect(found.get(APP_TO_EDITING)).toContain("only through editing/admin-area");
});

test("the editing area reaches a feature only through its public face", () => {
  expect(found.get(EDITING_TO_FEATURE)).toContain("Another feature's internals");
});

test("what the floors allow passes: a kind's listed public file, the shell, a feature's public face, the lazy admin area", () => {
  expect(ALLOWED.map((c) => found.get(c))).toEqual(["", "", "", "", ""]);
});
