import fs from "node:fs";
import path from "node:path";

/**
 * Rooms grow flat by accident (DESIGN.md, Layout): no folder of client/src holds more than 25
 * source files (.ts and .tsx, tests included). When one would, split it by what its files are about.
 */
const MOST_FILES = 25;
const SRC = path.resolve(__dirname, "..");

function sourceCounts(folder: string): [string, number][] {
  const entries = fs.readdirSync(folder, { withFileTypes: true });
  const own = entries.filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name)).length;
  const below = entries.filter((entry) => entry.isDirectory()).flatMap((entry) => sourceCounts(path.join(folder, entry.name)));
  return [[path.relative(SRC, folder) || ".", own], ...below];
}

test(`no folder of client/src holds more than ${MOST_FILES} source files`, () => {
  const counts = sourceCounts(SRC);
  expect(counts.length).toBeGreaterThan(20);
  expect(counts.filter(([, count]) => count > MOST_FILES)).toEqual([]);
});
