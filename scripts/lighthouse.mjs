#!/usr/bin/env node
// `npm run lighthouse` (after `npm run build`): Lighthouse with its default mobile emulation and
// simulated throttling, in Debian's Chromium (never a downloaded browser), against the built site
// on demo content: the home page, what's on and a play page. Prints the median scores of
// LIGHTHOUSE_RUNS runs (default 3) per page against the targets, and the JavaScript the home page
// fetched as sent (compressed); saves the last run's HTML reports under test-results/lighthouse.
// Scores move by a few points between runs on a small machine (the blocking time above all).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startBuiltSite } from "./built-site.mjs";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = path.join(root, "test-results", "lighthouse");
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = [
  { name: "home", path: "/" },
  { name: "what's on", path: "/whats-on" },
  { name: "play", path: "/twelfth-night" },
];
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 95, seo: 95 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** What the page's scripts cost over the wire (transferSize: compressed, with headers). */
const scriptBytes = (lhr) =>
  lhr.audits["network-requests"].details.items.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + r.transferSize, 0);

const site = await startBuiltSite();
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox"] });
fs.mkdirSync(reports, { recursive: true });
const rows = [];
let failed = false;
try {
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}; Lighthouse, mobile emulation, ${runs} run(s) a page, median\n`);
  // One unscored run first: the first load after start-up (browser, server, database) is slower.
  await lighthouse(site.url, { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] });
  for (const page of PAGES) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${site.url}${page.path}`, { port: chrome.port, output: "html", logLevel: "error", onlyCategories: Object.keys(TARGETS) });
      results.push(result.lhr);
      if (i === runs - 1) fs.writeFileSync(path.join(reports, `${page.name.replace(/\W+/g, "-")}.html`), result.report);
    }
    const row = { page: `${page.name} (${page.path})` };
    for (const [category, target] of Object.entries(TARGETS)) {
      const score = median(results.map((lhr) => Math.round((lhr.categories[category].score ?? 0) * 100)));
      if (score < target) failed = true;
      row[category] = `${score}${score < target ? ` (< ${target})` : ""}`;
    }
    row["JS bytes"] = median(results.map(scriptBytes));
    rows.push(row);
  }
  console.table(rows);
  console.log(`Reports: ${path.relative(root, reports)}/`);
} finally {
  chrome.kill();
  await site.stop();
}
process.exitCode = failed ? 1 : 0;
