import { compareFields, fieldText, htmlToText, revisionTexts } from "./revision-compare";

/** The diff's parts as text: [-removed-] and {+added+}. */
const marked = (parts: { value: string; added: boolean; removed: boolean }[]) => parts.map((p) => (p.added ? `{+${p.value}+}` : p.removed ? `[-${p.value}-]` : p.value)).join("");

describe("History's Compare", () => {
  test("rich text is read as its words: a line per paragraph, list item or break; entities decoded", () => {
    expect(htmlToText("<p>The <strong>cat</strong> sat.</p><p>Fish &amp; chips<br>at nine</p><ul><li>One</li><li>Two</li></ul>")).toBe("The cat sat.\nFish & chips\nat nine\n• One\n• Two");
  });

  test("rich text is compared word by word, without its markup", () => {
    const [blurb] = compareFields("play", { blurb: "<p>The <em>cat</em> sat on the mat.</p>" }, { blurb: "<p>The dog sat on the <strong>mat</strong>.</p>" });
    expect(blurb).toMatchObject({ name: "blurb", label: "Blurb", same: false, before: "The cat sat on the mat.", text: "The dog sat on the mat." });
    expect(marked(blurb.parts)).toBe("The [-cat-]{+dog+} sat on the mat.");
  });

  test("a formatting-only change to rich text is no change", () => {
    const [text] = compareFields("page", { text: "<p>Welcome</p>" }, { text: "<p><strong>Welcome</strong></p>" });
    expect(text.same).toBe(true);
    expect(text.parts).toEqual([]);
  });

  test("lists are a line per item (ids and order left out), so an added or changed item shows as words", () => {
    const venue = (id: string, name: string) => ({ id, name, address: "1 High St", maplink: "https://maps.example/1" });
    const [venues] = compareFields("play", { venues: [venue("v1", "Old Hall")] }, { venues: [venue("v1", "New Hall"), { name: "Barn", address: "Farm Lane", maplink: "https://maps.example/2" }] });
    expect(venues.before).toBe("Old Hall — 1 High St — https://maps.example/1");
    expect(venues.text).toBe("New Hall — 1 High St — https://maps.example/1\nBarn — Farm Lane — https://maps.example/2");
    expect(marked(venues.parts)).toContain("[-Old-]{+New+} Hall");
    expect(marked(venues.parts)).toContain("{+Barn — Farm Lane");
  });

  test("objects read as 'Part: value' lines, with dates in London's words", () => {
    const team = { title: "Crew", members: [{ order: 0, role: "Director", name: "Ann" }, { order: 1, role: "Lights", name: "Bob" }] };
    expect(fieldText("productionteam", team)).toBe("Title: Crew\nMembers:\nDirector — Ann\nLights — Bob");
    const dates = { startdate: "2026-12-04T19:00:00.000Z", displayedText: [{ title: "Opening", description: "Gala", startdate: null }] };
    expect(fieldText("dates", dates)).toBe("Start date: Friday 4th December 2026, 7pm\nDisplayed dates:\nOpening — Gala");
    expect(fieldText("order", "2026-07-01T11:00:00.000Z")).toBe("Wednesday 1st July 2026");
    expect(fieldText("status", ["current", "audition"])).toBe("current\naudition");
  });

  test("a cast member linked to a person reads as linked, not as the record's id; linking or unlinking is a change", () => {
    const cast = (personId?: string) => ({ title: "Cast", members: [{ order: 0, charactername: "Viola", realname: "Priya Raman", ...(personId ? { personId } : {}) }] });
    expect(fieldText("castlist", cast("6f1c2e9a-0000-4000-8000-000000000001"))).toBe("Title: Cast\nMembers:\nViola — Priya Raman — (linked to a person)");
    const [linked] = compareFields("play", { castlist: cast() }, { castlist: cast("6f1c2e9a-0000-4000-8000-000000000001") });
    expect(linked.same).toBe(false);
    expect(marked(linked.parts)).toContain("Priya Raman {+— (linked to a person)+}");
    const [same] = compareFields("play", { castlist: cast("6f1c2e9a-0000-4000-8000-000000000001") }, { castlist: cast("6f1c2e9a-0000-4000-8000-000000000001") });
    expect(same.same).toBe(true);
  });

  test("fields come in the editor's order with its labels; unchanged ones are marked; the version is left out", () => {
    const rows = compareFields("blog", { title: "Notes", author: "Ann", body: "<p>Hi</p>" }, { author: "Ann", title: "Notes from the wings", body: "<p>Hi</p>", version: 0 });
    expect(rows.map((r) => [r.label, r.same])).toEqual([["Title", false], ["Body", true], ["Author", true]]);
    expect(marked(rows[0].parts)).toBe("Notes {+from the wings+}");
  });

  test("a field the revision lacks compares as empty", () => {
    const [message] = compareFields("play", {}, { message: "Last few tickets" });
    expect(message).toMatchObject({ label: "Notice message", before: "", same: false });
    expect(marked(message.parts)).toBe("{+Last few tickets+}");
  });

  test("Open lists a revision's fields as labelled text", () => {
    expect(revisionTexts("page", { text: "<p>Our story</p>", committeeMembers: "<p>Chair: Ann</p>" })).toEqual([
      { name: "text", label: "Text", text: "Our story" },
      { name: "committeeMembers", label: "Committee members", text: "Chair: Ann" },
    ]);
  });
});
