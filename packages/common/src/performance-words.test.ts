import { ACCESS_WORDS, CONTENT_WARNING_WORDS, statusInWords } from "./performance-words";

test("access features and content warnings in the words visitors read", () => {
  expect(ACCESS_WORDS.bsl).toBe("British Sign Language interpreted");
  expect(Object.keys(ACCESS_WORDS)).toEqual(["captioned", "audiodescribed", "bsl", "relaxed", "touchtour"]);
  expect(CONTENT_WARNING_WORDS.themes).toBe("Difficult themes");
  expect(Object.keys(CONTENT_WARNING_WORDS)).toHaveLength(9);
});

test("a status in words: nothing on sale, a postponed one with its new date as the caller writes it", () => {
  const when = (date: string) => `the ${date.slice(8, 10)}th`;
  expect(statusInWords("onsale", null, when)).toBe("");
  expect(statusInWords("fewleft", null, when)).toBe("Few tickets left");
  expect(statusInWords("soldout", null, when)).toBe("Sold out");
  expect(statusInWords("cancelled", null, when)).toBe("Cancelled");
  expect(statusInWords("postponed", null, when)).toBe("Postponed");
  expect(statusInWords("postponed", "2027-06-04T18:30:00Z", when)).toBe("Postponed to the 04th");
});
