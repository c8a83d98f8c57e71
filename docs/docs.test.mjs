// The documents stay a front door and rooms that lead somewhere: every relative link in README.md
// and docs/*.md points at a file that exists (and, for a link to a heading of a Markdown file, at
// a heading that exists), and README.md stays short enough to read. Run: node --test docs/docs.test.mjs
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const README_MAX_LINES = 150;

const documents = ["README.md", ...fs.readdirSync(path.join(root, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];

/** The text a reader sees as Markdown: code blocks and code spans hold examples, not links. */
function prose(text) {
  // Blocks become as many empty lines, so that the lines reported are the file's own.
  return text.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, (block) => block.replace(/[^\n]/g, "")).replace(/`[^`\n]*`/g, "");
}

/** GitHub's anchor for a heading: lower case, punctuation dropped (code marks too), spaces to dashes. */
function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
}

function anchorsOf(file) {
  const text = fs.readFileSync(file, "utf8").replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, "");
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1])));
}

/** Every link and image target written as [text](target) or ![alt](target), with its line. */
function linksOf(file) {
  const lines = prose(fs.readFileSync(file, "utf8")).split("\n");
  return lines.flatMap((line, i) => [...line.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => ({ target: m[1], line: i + 1 })));
}

/** The relative links of `files` (paths under `base`) that lead nowhere, and how many were checked. */
function brokenLinks(base, files) {
  const broken = [];
  let checked = 0;
  for (const file of files) {
    const full = path.join(base, file);
    for (const { target, line } of linksOf(full)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
      checked += 1;
      const [pathPart, anchor] = target.split("#");
      const resolved = pathPart === "" ? full : path.resolve(path.dirname(full), decodeURIComponent(pathPart));
      if (!fs.existsSync(resolved)) broken.push(`${file}:${line}: ${target} (no such file)`);
      else if (anchor && resolved.endsWith(".md") && !anchorsOf(resolved).has(anchor)) broken.push(`${file}:${line}: ${target} (no such heading)`);
    }
  }
  return { broken, checked };
}

test("every relative link in README.md and docs/*.md points at a file (and heading) that exists", () => {
  const { broken, checked } = brokenLinks(root, documents);
  assert.deepEqual(broken, []);
  assert.ok(checked > 20, `only ${checked} relative links found: is the link pattern still right?`);
});

test(`README.md stays the front door: at most ${README_MAX_LINES} lines`, () => {
  const lines = fs.readFileSync(path.join(root, "README.md"), "utf8").replace(/\n$/, "").split("\n").length;
  assert.ok(lines <= README_MAX_LINES, `README.md has ${lines} lines; move the detail into docs/`);
});

test("the link check reports a missing file and a missing heading, and leaves code and web addresses alone", () => {
  assert.equal(anchorOf("GraphQL: `POST /graphql`"), "graphql-post-graphql");
  assert.equal(anchorOf("Settings (environment variables)"), "settings-environment-variables");
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "docs-links-"));
  try {
    fs.writeFileSync(path.join(base, "guide.md"), "# Guide\n\n## Saving\n");
    fs.writeFileSync(
      path.join(base, "README.md"),
      "See [the guide](guide.md#saving), [gone](gone.md), [no heading](guide.md#publishing), [web](https://example.org/x.md),\n" +
        "`[code](code.md)` and\n```\n[block](block.md)\n```\n![picture](images/x.png)\n",
    );
    const { broken, checked } = brokenLinks(base, ["README.md"]);
    assert.deepEqual(broken, ["README.md:1: gone.md (no such file)", "README.md:1: guide.md#publishing (no such heading)", "README.md:6: images/x.png (no such file)"]);
    assert.equal(checked, 4);
  } finally {
    fs.rmSync(base, { recursive: true, force: true });
  }
});
