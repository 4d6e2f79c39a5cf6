import { describe, expect, it } from "vitest";
import { plural, textsFor } from "~/features/admin-core/texts";
import { analyticsTexts } from "./texts";

/* Arabic changes the noun with the number: زائر واحد، زائران، 3 زوار،
   11 زائرًا، 28 زائرًا، 100 زائر. Every count the back office shows goes
   through plural(); these are the forms a reader sees. */
const ar = analyticsTexts.ar;
const counts = [0, 1, 2, 3, 11, 28, 100];
const forms = (text: Parameters<typeof plural>[1]) => counts.map((n) => plural("ar", text, n));

describe("Arabic counts", () => {
  it("visitors", () => {
    expect(forms(ar.visitorsCount)).toEqual(["لا زوار", "زائر واحد", "زائران", "3 زوار", "11 زائرًا", "28 زائرًا", "100 زائر"]);
  });

  it("page views", () => {
    expect(forms(ar.pageviewsCount)).toEqual(["لا مشاهدات", "مشاهدة واحدة", "مشاهدتان", "3 مشاهدات", "11 مشاهدةً", "28 مشاهدةً", "100 مشاهدة"]);
  });

  it("visitors right now, after the big figure", () => {
    expect(forms(ar.realtimeVisitors).map((f, i) => `${counts[i]} ${f}`)).toEqual([
      "0 زائر في آخر 30 دقيقة",
      "1 زائر في آخر 30 دقيقة",
      "2 زائران في آخر 30 دقيقة",
      "3 زوار في آخر 30 دقيقة",
      "11 زائرًا في آخر 30 دقيقة",
      "28 زائرًا في آخر 30 دقيقة",
      "100 زائر في آخر 30 دقيقة",
    ]);
  });

  it("requests linked to a visit", () => {
    expect(forms(ar.leadsLinked).slice(1).map((f) => f.replace("{linked}", "1"))).toEqual([
      "الطلبات المرتبطة بزيارتها: 1 من طلب واحد.",
      "الطلبات المرتبطة بزيارتها: 1 من طلبين.",
      "الطلبات المرتبطة بزيارتها: 1 من 3 طلبات.",
      "الطلبات المرتبطة بزيارتها: 1 من 11 طلبًا.",
      "الطلبات المرتبطة بزيارتها: 1 من 28 طلبًا.",
      "الطلبات المرتبطة بزيارتها: 1 من 100 طلب.",
    ]);
  });

  it("the inbox's requests and a reference's clicks", () => {
    const inbox = forms(textsFor("ar").inbox.count);
    expect(new Set(inbox).size).toBe(inbox.length);
    expect(inbox[5]).toMatch(/^28 طلبًا/);
    expect(forms(ar.refs.clicks)[5]).toMatch(/^28 نقرة/);
  });

  it("one form per count in the other languages too", () => {
    expect(plural("en", analyticsTexts.en.visitorsCount, 1)).toBe("1 visitor");
    expect(plural("fr", analyticsTexts.fr.visitorsCount, 28)).toBe("28 visiteurs");
    expect(plural("fr", analyticsTexts.fr.visitorsCount, 1)).toBe("1 visiteur");
    expect(plural("tr", analyticsTexts.tr.visitorsCount, 28)).toBe("28 ziyaretçi");
  });
});
