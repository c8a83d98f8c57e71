import { isOneLine, readableText } from "./text-rules";

test("one line: any letters and punctuation, but no line break or other control character", () => {
  expect(isOneLine("The Crucible — Act I, “Salem”")).toBe(true);
  expect(isOneLine("")).toBe(true);
  for (const broken of ["two\nlines", "a\rb", "tab\there", "nul\u0000", "line\u2028separator", "paragraph\u2029separator", "lone \ud800 surrogate"]) {
    expect(isOneLine(broken)).toBe(false);
  }
});

test("readable text: control characters and lone surrogates become spaces, the rest stays", () => {
  expect(readableText("a\u0000b\nc\ud800d é🎭")).toBe("a b c d é🎭");
});
