import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { TextsProvider } from "../admin-core/texts";
import { ar } from "../admin-core/texts/ar";
import { en } from "../admin-core/texts/en";
import type { MeetingStatus } from "../admin-core/types";
import { MeetingStatusBadge } from "../admin-booking/meeting-status";
import { StatusBadge, WaitingBadge } from "./status-badge";

afterEach(cleanup);

/** pill is the badge drawn: its words and its classes. */
function pill(badge: ReactNode, lang: "en" | "ar" = "en") {
  const { container } = render(
    <TextsProvider lang={lang} t={lang === "ar" ? ar : en}>
      {badge}
    </TextsProvider>,
  );
  const span = container.querySelector("span")!;
  return { words: span.textContent, classes: span.className };
}

const meeting = (status: string) => pill(<MeetingStatusBadge status={status as MeetingStatus} />);

describe("the status pills of leads and meetings", () => {
  it("say the status in the back office's language", () => {
    expect(pill(<StatusBadge status="qualified" />).words).toBe("Qualified");
    expect(pill(<StatusBadge status="won" />, "ar").words).toBe(ar.statuses.won);
    expect(meeting("no_show").words).toBe("No-show");
    expect(pill(<WaitingBadge />).words).toBe("Waiting");
  });

  it("are one pill: a shared tone is drawn alike in both lists", () => {
    expect(meeting("cancelled").classes).toBe(pill(<StatusBadge status="lost" />).classes);
    expect(meeting("booked").classes).toBe(pill(<StatusBadge status="new" />).classes);
    expect(meeting("rescheduled").classes).toBe(pill(<StatusBadge status="qualified" />).classes);
    expect(meeting("no_show").classes).toBe(pill(<WaitingBadge />).classes);
    expect(pill(<StatusBadge status="won" />).classes).toContain("rounded-full");
    expect(pill(<StatusBadge status="won" />).classes).not.toBe(pill(<StatusBadge status="new" />).classes);
  });

  it("name a status they do not know as it is, in the muted tone", () => {
    expect(pill(<StatusBadge status="archived" />)).toEqual({ words: "archived", classes: pill(<StatusBadge status="lost" />).classes });
    expect(meeting("pending")).toEqual({ words: "pending", classes: meeting("cancelled").classes });
  });
});
