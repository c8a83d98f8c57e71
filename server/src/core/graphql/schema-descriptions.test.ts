import { buildSchema } from "graphql";
import { undescribedElements } from "./schema-descriptions";

/** A tiny schema, every element described, that each test spoils in one place. */
const described = (spoil: Record<string, string> = {}) => {
  // "" leaves the element with no description at all.
  const doc = (where: string, description: string) => {
    const text = spoil[where] ?? description;
    return text === "" ? "" : `"""${text}"""`;
  };
  return buildSchema(`
    ${doc("Query", "The entry points")}
    type Query {
      ${doc("Query.play", "A play by its address")}
      play(${doc("Query.play(slug)", "The play's address")} slug: String!): Play
    }
    ${doc("Titled", "Anything with a title")}
    interface Titled {
      ${doc("Titled.title", "The title as billed")}
      title: String!
    }
    ${doc("Play", "A production")}
    type Play implements Titled {
      ${doc("Play.title", "The title as billed")}
      title: String!
      ${doc("Play.runningTime", "Minutes, not counting intervals")}
      runningTime: Int
      ${doc("Play.role", "Who may edit it")}
      role: Role!
    }
    ${doc("Role", "What an account may do")}
    enum Role {
      ${doc("Role.admin", "Everything, accounts included")}
      admin
    }
    ${doc("PlayInput", "A play as an editor writes it")}
    input PlayInput {
      ${doc("PlayInput.title", "The title as billed")}
      title: String!
    }
    ${doc("SearchHit", "Something a search found")}
    union SearchHit = Play
    ${doc("Upload", "A file sent with the request")}
    scalar Upload
    ${doc("@cost", "What a field costs")}
    directive @cost(${doc("@cost(weight)", "Its weight")} weight: Int!) on FIELD_DEFINITION
  `);
};

test("a fully described schema has no problems", () => {
  expect(undescribedElements(described())).toEqual([]);
});

test.each([
  ["Play"], ["Query.play"], ["Query.play(slug)"], ["Play.role"], ["Titled"], ["Titled.title"], ["Role"], ["Role.admin"], ["PlayInput"], ["PlayInput.title"],
  ["SearchHit"], ["Upload"], ["@cost"], ["@cost(weight)"],
])("names %s when it has no description", (where) => {
  expect(undescribedElements(described({ [where]: "" }))).toEqual([`${where}: no description`]);
});

test.each([
  ["blank", "Play.title", "   ", "no description"],
  ["the name again", "Play.title", "Title.", 'a description that only repeats the name: "Title."'],
  ["the name again, in words", "Play.runningTime", "Running time", 'a description that only repeats the name: "Running time"'],
  ["the name again, another case", "Query.play(slug)", "SLUG", 'a description that only repeats the name: "SLUG"'],
  ["a TODO", "Role.admin", "TODO: say what admins may do", 'a placeholder description: "TODO: say what admins may do"'],
  ["a TBD", "PlayInput", "tbd", 'a placeholder description: "tbd"'],
])("names a placeholder description: %s", (_kind, where, description, problem) => {
  expect(undescribedElements(described({ [where]: description }))).toEqual([`${where}: ${problem}`]);
});

test("names every problem, not only the first", () => {
  expect(undescribedElements(described({ "Query.play(slug)": "", "Role.admin": "Admin" }))).toEqual([
    "Query.play(slug): no description",
    'Role.admin: a description that only repeats the name: "Admin"',
  ]);
});

test("a description that merely mentions a to-do is a description", () => {
  expect(undescribedElements(described({ "Play.title": "The title; a todo list has one too" }))).toEqual([]);
});
