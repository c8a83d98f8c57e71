import { isTooLong, readSearch, SEARCH_MAX_CHARACTERS, searchWithoutWords, searchWords } from "./search-query";

test("a search is kept with control characters and runs of spaces as one space, trimmed", () => {
  expect(searchWords("  hamlet \t\n prince\u0000of  denmark ")).toBe("hamlet prince of denmark");
  expect(searchWords("   ")).toBe("");
});

test("at most 200 characters, counted as characters, not UTF-16 units", () => {
  expect(SEARCH_MAX_CHARACTERS).toBe(200);
  expect(isTooLong("é".repeat(200))).toBe(false);
  expect(isTooLong("🎭".repeat(200))).toBe(false);
  expect(isTooLong("a".repeat(201))).toBe(true);
});

test("words and phrases wanted, and those after '-' left out, with phrases quoted again", () => {
  expect(readSearch('hamlte -prince "of denmark" or -"the dane"')).toEqual({ wanted: ["hamlte", "of denmark"], excluded: ["prince", '"the dane"'] });
});

test("quotes, 'or', a lone dash and punctuation are no words", () => {
  expect(readSearch('- "" or OR ?!')).toEqual({ wanted: [], excluded: [] });
  expect(readSearch("-hamlet")).toEqual({ wanted: [], excluded: ["hamlet"] });
  expect(searchWithoutWords("Your search")).toBe("Your search has no words to search for: quotes, 'or' and '-' are not words, and words after '-' are left out");
});
