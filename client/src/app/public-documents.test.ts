import fs from "node:fs";
import path from "node:path";
import { buildSchema, parse, TypeInfo, visit, visitWithTypeInfo } from "graphql";

/**
 * The public pages (and the server render, whose Apollo cache is sent with each page) run their
 * queries as a visitor. A field the server keeps to editors (its description says "(editors
 * only)": an item's state, its draft's saver, its schedule...) is refused to a visitor, and a page
 * whose query is refused is not rendered: so no public document may ask for one.
 */
const SRC = path.resolve(__dirname, "..");
const schema = buildSchema(fs.readFileSync(path.resolve(SRC, "../../schema.graphql"), "utf8"));

/** The editors' area: its documents run with an editor's token. */
const EDITORS_AREA = [path.join(SRC, "editing"), path.join(SRC, "gql")];

function publicSources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return EDITORS_AREA.includes(file) ? [] : publicSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function editorOnlyFieldsAsked(source: string): string[] {
  const asked: string[] = [];
  for (const [, document] of source.matchAll(/graphql\(`([\s\S]*?)`\)/g)) {
    const typeInfo = new TypeInfo(schema);
    visit(parse(document), visitWithTypeInfo(typeInfo, {
      Field() {
        const field = typeInfo.getFieldDef();
        if (field?.description?.includes("(editors only)")) asked.push(`${typeInfo.getParentType()?.name}.${field.name}`);
      },
    }));
  }
  return asked;
}

test("no public page's query asks for a field kept to editors (state, drafts, schedules)", () => {
  const files = publicSources(SRC);
  expect(files.length).toBeGreaterThan(20);
  const asked = files.flatMap((file) => editorOnlyFieldsAsked(fs.readFileSync(file, "utf8")).map((field) => `${path.relative(SRC, file)}: ${field}`));
  expect(asked).toEqual([]);
});

test("the check finds an editor-only field where one is asked for", () => {
  expect(editorOnlyFieldsAsked("graphql(`query { play(slug: \"x\") { title state } about { publishAt } }`)")).toEqual(["Play.state", "AboutPage.publishAt"]);
});
