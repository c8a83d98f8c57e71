import { runningTimeWords, statusWords } from "./performance-words";

test("statuses read as words; a postponed one names its new date when known; on sale has no badge", () => {
  const format = (date: string) => `on ${date}`;
  expect(statusWords("onsale", null, format)).toBeNull();
  expect(statusWords("fewleft", null, format)).toBe("Few tickets left");
  expect(statusWords("soldout", null, format)).toBe("Sold out");
  expect(statusWords("cancelled", null, format)).toBe("Cancelled");
  expect(statusWords("postponed", null, format)).toBe("Postponed");
  expect(statusWords("postponed", "2027-01-02", format)).toBe("Postponed to on 2027-01-02");
});

test("running times read in hours and minutes, with the intervals", () => {
  expect(runningTimeWords(150, 1)).toBe("2 hours 30 minutes, including one interval");
  expect(runningTimeWords(60, 0)).toBe("1 hour, no interval");
  expect(runningTimeWords(45, null)).toBe("45 minutes");
  expect(runningTimeWords(121, 2)).toBe("2 hours 1 minute, including 2 intervals");
});
