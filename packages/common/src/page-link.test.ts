import { isPageLink, PAGE_LINK_MAX } from "./page-link";

test("a page link is https, without user, password or port, on a named host when hosts are named", () => {
  expect(isPageLink("https://www.facebook.com/oursociety", ["www.facebook.com", "facebook.com"])).toBe(true);
  expect(isPageLink("https://facebook.com/oursociety/", ["www.facebook.com", "facebook.com"])).toBe(true);
  expect(isPageLink("https://www.facebook.com/", ["www.facebook.com"])).toBe(false);
  expect(isPageLink("https://evil.example/oursociety", ["www.facebook.com"])).toBe(false);
  expect(isPageLink("http://www.facebook.com/oursociety", ["www.facebook.com"])).toBe(false);
  expect(isPageLink("https://me:pw@www.facebook.com/x", ["www.facebook.com"])).toBe(false);
  expect(isPageLink("https://www.facebook.com:8443/x", ["www.facebook.com"])).toBe(false);
});

test("any https page when no hosts are named, and nothing that is not a link", () => {
  expect(isPageLink("https://example.org")).toBe(true);
  expect(isPageLink("https://localhost/x")).toBe(false);
  expect(isPageLink("not a link")).toBe(false);
  expect(isPageLink(42)).toBe(false);
  expect(PAGE_LINK_MAX).toBe(500);
});
