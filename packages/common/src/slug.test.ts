import { slugify } from "./slug";

describe("slugify", () => {
  it("lowercases a title and joins its words with single dashes", () => {
    expect(slugify("The Importance of Being Earnest")).toBe("the-importance-of-being-earnest");
  });

  it("folds accents to plain letters", () => {
    expect(slugify("Les Misérables à Noël")).toBe("les-miserables-a-noel");
  });

  it("turns runs of spaces and punctuation into one dash and trims dashes from both ends", () => {
    expect(slugify("  Who's Afraid of Virginia Woolf?!  ")).toBe("who-s-afraid-of-virginia-woolf");
  });

  it("gives an empty slug for a title with no letters or numbers", () => {
    expect(slugify("?!")).toBe("");
  });
});
