import { plainText, truncate } from "./text";
import { TRUNCATE } from "./constants";

describe("truncate", () => {
  test("leaves text within the limit alone, tags removed", () => {
    expect(truncate("<p>Short <strong>and</strong> sweet</p>", 150)).toBe("Short and sweet");
  });

  test("cuts at a word boundary with an ellipsis, never inside a word", () => {
    const text = "The quick brown fox jumps over the lazy dog";
    expect(truncate(text, 20)).toBe("The quick brown fox…");
    expect(truncate(text, 20).length).toBeLessThanOrEqual(20);
  });

  test("never cuts through a tag: the limit applies to the plain text", () => {
    const html = `<p>${"word ".repeat(10)}<a href="https://example.org/a-very-long-address">link text</a> ${"more ".repeat(10)}</p>`;
    const cut = truncate(html, 60);
    expect(cut).not.toMatch(/[<>]/);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut.endsWith("…")).toBe(true);
  });

  test.each(Object.entries(TRUNCATE))("the %s length (%i) is respected", (_name, length) => {
    const long = "lorem ipsum dolor sit amet ".repeat(60);
    const cut = truncate(long, length);
    expect(cut.length).toBeLessThanOrEqual(length);
    expect(cut.length).toBeGreaterThan(length * 0.8);
  });

  test("a single very long word is cut hard", () => {
    expect(truncate("a".repeat(50), 10)).toBe(`${"a".repeat(9)}…`);
  });

  test("block elements become spaces between words", () => {
    expect(plainText("<p>One</p><p>Two</p><ul><li>Three</li></ul>")).toBe("One Two Three");
  });
});

describe("plainText", () => {
  test("decodes the entities rich text holds, named and numeric, and leaves unknown ones", () => {
    expect(plainText("<p>Fish &amp; chips &lt;3 &quot;hi&quot; &#39;a&#x27; caf&#233;&nbsp;now &bogus;</p>")).toBe(`Fish & chips <3 "hi" 'a' café now &bogus;`);
  });

  test("drops comments and attributes with angle brackets escaped", () => {
    expect(plainText('<!-- note --><a title="a &gt; b" href="/x">Link</a>')).toBe("Link");
  });
});
