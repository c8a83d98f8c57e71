import { blogAccessibilityIssues, pageAccessibilityIssues, playAccessibilityIssues, richTextIssues } from "./accessibility-check";
import { richTextParts } from "./accessibility-rich-text";

const play = {
  title: "Twelfth Night",
  mainimage: "/images/plays/1/mainimage0.jpg",
  mainimageDescription: "Viola, shipwrecked, on the shore",
  blurb: "<p>Shakespeare's comedy.</p>",
  images: [],
  videolinks: [],
};

describe("richTextParts (htmlparser2, as the server's sanitiser reads it)", () => {
  it("finds headings, links and the text of each block, entities decoded", () => {
    const parts = richTextParts('<h2>Tickets &amp; prices</h2><p>Book <a href="https://example.org">here</a>.<br>Doors at 7</p><ul><li>One</li></ul>');
    expect(parts.headings).toEqual([{ level: 2, text: "Tickets & prices" }]);
    expect(parts.links).toEqual([{ href: "https://example.org", text: "here" }]);
    expect(parts.blocks).toEqual(["Tickets & prices", "Book here. Doors at 7", "One"]);
  });
});

describe("the check of a play", () => {
  it("finds nothing in a play that shuts no one out", () => {
    expect(playAccessibilityIssues(play)).toEqual([]);
  });

  it("names each field, blocking issues first", () => {
    const issues = playAccessibilityIssues({
      ...play,
      mainimageDescription: "",
      blurb: '<h3>Story</h3><p><a href="https://example.org">click here</a></p>',
      images: [{ photo: "/images/plays/1/photo0.jpg", description: "Malvolio in yellow stockings" }, { photo: "/images/plays/1/photo1.jpg", description: "" }, { photo: "/images/plays/1/photo2.jpg", decorative: true }],
      videolinks: ["https://youtu.be/a", "https://youtu.be/b"],
      captionedVideolinks: ["https://youtu.be/b"],
      performances: [{ access: [] }, { access: ["bsl"], accessNote: "" }],
    });
    expect(issues.map((i) => [i.field, i.blocking])).toEqual([
      ["mainimageDescription", true],
      ["images[1].description", true],
      ["blurb", false],
      ["blurb", false],
      ["performances[1].accessNote", false],
      ["videolinks[0]", false],
    ]);
  });
});

describe("the checks of blog posts and pages", () => {
  it("checks a blog post's images and body", () => {
    const issues = blogAccessibilityIssues({ title: "OUR SUMMER SEASON IS HERE", mainimage: "", body: "<p>See <a href='https://example.org'>https://example.org</a></p>", images: [{ photo: "/images/blogs/1/photo0.jpg", description: " " }] });
    expect(issues.map((i) => [i.field, i.blocking])).toEqual([["images[0].description", true], ["title", false], ["body", false]]);
  });

  it("checks a page's text and committee members", () => {
    expect(pageAccessibilityIssues({ text: "<h4>Where</h4>", committeeMembers: "<p><a href='/x'>read more</a></p>" }).map((i) => i.field)).toEqual(["text", "committeeMembers"]);
    expect(richTextIssues("text", "")).toEqual([]);
  });
});

describe("images in rich text", () => {
  it("block publishing without alt text, and give a linked image's alt text to its link", () => {
    const issues = blogAccessibilityIssues({ title: "Get-in day", body: '<p><img src="/images/blogs/1/photo0.jpg"></p><p><a href="/plays/twelfth-night"><img src="/images/blogs/1/photo1.jpg" alt="Twelfth Night poster"></a></p>' });
    expect(issues).toEqual([{ field: "body", blocking: true, message: expect.stringMatching(/^An image in the text \(\/images\/blogs\/1\/photo0\.jpg\) has no description/) }]);
  });
});
