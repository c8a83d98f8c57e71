import { accessWithoutNote, skippedHeadings, textInCapitals, uncaptionedVideo, undescribedImage, vagueLink } from "./accessibility-rules";

describe("undescribedImage", () => {
  it("blocks an image without a description, naming its field and offering 'decorative' where it can be marked so", () => {
    const [issue] = undescribedImage("images[3].caption", "Photo 4", { src: "/images/plays/1/photo3.jpg", description: " ", decorative: false });
    expect(issue).toEqual({ field: "images[3].caption", blocking: true, message: expect.stringMatching(/^Photo 4 has no description.*mark it decorative/) });
    expect(undescribedImage("mainimageDescription", "The main image", { src: "/images/x.jpg", description: "" })[0].message).not.toMatch(/decorative/);
  });

  it("passes an image described, marked decorative, or not there at all", () => {
    expect(undescribedImage("f", "Photo", { src: "/images/x.jpg", description: "Viola in the storm" })).toEqual([]);
    expect(undescribedImage("f", "Photo", { src: "/images/x.jpg", description: "", decorative: true })).toEqual([]);
    expect(undescribedImage("f", "Photo", { src: "", description: "" })).toEqual([]);
  });
});

describe("vagueLink", () => {
  it.each(["click here", "Here", "Read more…", "link", "CLICK HERE!"])("warns of a link reading %p", (text) => {
    expect(vagueLink("blurb", { href: "https://example.org/tickets", text })).toEqual([{ field: "blurb", blocking: false, message: expect.stringContaining("says nothing of where it goes") }]);
  });

  it("warns of a bare address as the text, and of a link with no text", () => {
    expect(vagueLink("body", { href: "https://example.org/a", text: "https://example.org/a" })[0].message).toMatch(/bare address/);
    expect(vagueLink("body", { href: "https://example.org/b", text: "www.example.org" })[0].message).toMatch(/bare address/);
    expect(vagueLink("body", { href: "https://example.org/c", text: "" })[0].message).toMatch(/has no text/);
  });

  it("passes words that name where the link goes", () => {
    expect(vagueLink("body", { href: "https://example.org", text: "Book tickets for Twelfth Night" })).toEqual([]);
    expect(vagueLink("body", { href: "https://example.org", text: "Read more about the ADC Theatre" })).toEqual([]);
  });
});

describe("skippedHeadings", () => {
  it("warns of a heading that skips a level, naming the heading", () => {
    const issues = skippedHeadings("body", [{ level: 2, text: "The story" }, { level: 4, text: "Cast" }]);
    expect(issues).toEqual([{ field: "body", blocking: false, message: expect.stringMatching(/"Cast" jumps from level 2 to level 4/) }]);
  });

  it("counts from the page's title: a first heading at level 3 skips level 2", () => {
    expect(skippedHeadings("text", [{ level: 3, text: "Find us" }])[0].message).toMatch(/"Find us" jumps from level 1 to level 3/);
  });

  it("passes headings going down one level at a time, and back up by any number", () => {
    expect(skippedHeadings("body", [{ level: 2, text: "A" }, { level: 3, text: "B" }, { level: 4, text: "C" }, { level: 2, text: "D" }, { level: 3, text: "E" }])).toEqual([]);
  });
});

describe("textInCapitals", () => {
  it("warns of four or more words in capitals", () => {
    expect(textInCapitals("message", "NOW BOOKING FOR SUMMER")).toEqual([{ field: "message", blocking: false, message: expect.stringContaining('"NOW BOOKING FOR SUMMER" is in capitals') }]);
    expect(textInCapitals("blurb", "Tickets: DON'T MISS THIS ONE, it closes Friday")).toHaveLength(1);
  });

  it("passes acronyms and short runs of capitals", () => {
    expect(textInCapitals("title", "A BSL interpreted performance at the ADC")).toEqual([]);
    expect(textInCapitals("title", "NT LIVE: Hamlet")).toEqual([]);
    expect(textInCapitals("title", "Twelfth Night 2026 - 7.30pm")).toEqual([]);
  });
});

describe("uncaptionedVideo", () => {
  it("warns of a video link not noted as captioned, and passes one that is", () => {
    expect(uncaptionedVideo("videolinks[1]", "https://youtu.be/x", false)).toEqual([{ field: "videolinks[1]", blocking: false, message: expect.stringContaining("not noted as having captions") }]);
    expect(uncaptionedVideo("videolinks[1]", "https://youtu.be/x", true)).toEqual([]);
  });
});

describe("accessWithoutNote", () => {
  it("warns of a captioned or BSL performance without an access note", () => {
    expect(accessWithoutNote("performances[0].accessNote", { access: ["captioned"], accessNote: "" })).toEqual([
      { field: "performances[0].accessNote", blocking: false, message: expect.stringContaining("is captioned but says nothing of how") },
    ]);
    expect(accessWithoutNote("performances[2].accessNote", { access: ["bsl", "relaxed"], accessNote: null })[0].message).toMatch(/BSL interpreted.*interpreter/);
  });

  it("passes one with its note, and access features that need none", () => {
    expect(accessWithoutNote("p", { access: ["captioned", "bsl"], accessNote: "Rows A to D see the captions and the interpreter" })).toEqual([]);
    expect(accessWithoutNote("p", { access: ["relaxed", "touchtour"] })).toEqual([]);
  });
});

describe("textInCapitals on hostile input", () => {
  // The old single pattern backtracked quadratically: this took minutes (past jest's 5 s limit).
  it("reads a 200,000-letter 'word' without backtracking, and leaves it alone", () => {
    expect(textInCapitals("body", `${"A".repeat(200_000)}a`)).toEqual([]);
    expect(textInCapitals("body", "A".repeat(200_000))).toEqual([]);
  });
});
