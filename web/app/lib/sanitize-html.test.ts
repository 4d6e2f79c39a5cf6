import { describe, expect, it } from "vitest";
import htmlCases from "../../../internal/content/testdata/html-cases.json";
import { siteContent } from "~/content/site-content";
import { sanitizeHtml } from "./sanitize-html";

describe("sanitizeHtml", () => {
  it.each([
    ["keeps simple inline tags and lists", "A <strong>b</strong> <em>c</em><br/><ul><li>d</li></ul><ol><li>e</li></ol>", "A <strong>b</strong> <em>c</em><br><ul><li>d</li></ul><ol><li>e</li></ol>"],
    ["drops a script and its content", "a<script>alert(1)</script>b", "ab"],
    ["drops a script in any case and with attributes", 'a<SCRIPT type="x">alert(1)</ScRiPt >b', "ab"],
    ["drops an unclosed script to the end", "a<script>alert(1)", "a"],
    ["drops an img with onerror", 'x<img src=x onerror="alert(1)">y', "xy"],
    ["drops attributes of allowed tags", '<strong onclick="alert(1)" style="color:red">bold</strong>', "<strong>bold</strong>"],
    ["drops a javascript: link but keeps its text", '<a href="javascript:alert(1)">click</a>', "click"],
    ["handles > inside a quoted attribute", '<img alt="a>b" onerror=alert(1)>ok', "ok"],
    ["drops svg with its handlers", '<svg onload="alert(1)"><circle/></svg>ok', "ok"],
    ["escapes a tag split to fool the parser", "<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"],
    ["escapes an unterminated tag", "<img src=x onerror=alert(1)", "&lt;img src=x onerror=alert(1)"],
    ["removes comments and declarations", "a<!-- <script>x</script> -->b<!DOCTYPE html>c<?xml?>d", "abcd"],
    ["escapes stray angle brackets and quotes", '1 < 2 > 0 "q"', "1 &lt; 2 &gt; 0 &quot;q&quot;"],
    ["keeps entities and escapes a bare ampersand", "R&amp;D &#169; Q&A", "R&amp;D &#169; Q&amp;A"],
    ["closes unclosed tags and ignores stray closings", "<strong>a<em>b</strong>c</li>", "<strong>a<em>b</em></strong>c"],
    ["closes what is still open at the end", "<ul><li>a", "<ul><li>a</li></ul>"],
  ])("%s", (_, input, want) => {
    expect(sanitizeHtml(input)).toBe(want);
  });

  it("leaves every FAQ answer of every language unchanged but for <br/>", () => {
    for (const item of siteContent().faq) {
      for (const answer of Object.values(item.answer)) expect(sanitizeHtml(answer)).toBe(answer.replaceAll("<br/>", "<br>"));
    }
  });

  // internal/content/testdata/html-cases.json is read here and by the Go
  // content check (bluemonday with this allowlist): both must call the same
  // inputs safe, that is, rendered as written, escaping aside.
  it.each(htmlCases.map((c) => [c.html, c.safe] as const))("judges %j as the Go content check does: safe %s", (html, safe) => {
    const decode = (s: string) =>
      s
        .replaceAll("<br/>", "<br>")
        .replace(/&(quot|#34|#39|lt|gt|amp);/g, (_, e: string) => ({ quot: '"', "#34": '"', "#39": "'", lt: "<", gt: ">", amp: "&" })[e]!);
    expect(decode(sanitizeHtml(html)) === decode(html)).toBe(safe);
  });

  it("makes a link to a page of the site the visitor's own, and keeps the others as written", () => {
    const page = (path: string) => `/a/fr${path}`;
    expect(sanitizeHtml('Voir <a href="/projects">nos projets</a> ou <a href="https://x.fr/?a=1&amp;b=2">ici</a>', page)).toBe('Voir <a href="/a/fr/projects">nos projets</a> ou <a href="https://x.fr/?a=1&amp;b=2">ici</a>');
    expect(sanitizeHtml('<a href="mailto:hello@nuqta.studio">écrire</a>', page)).toBe('<a href="mailto:hello@nuqta.studio">écrire</a>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a> <a href="/p" onclick="x()">y</a>', page)).toBe("x y");
  });
});
