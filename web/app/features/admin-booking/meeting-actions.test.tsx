import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TextsProvider } from "~/features/admin-core/texts";
import { en } from "~/features/admin-core/texts/en";
import type { Meeting, MeetingStatus } from "~/features/admin-core/types";
import { MeetingCard } from "./meeting-card";
import { bookingTexts } from "./texts";

const g = bookingTexts.en.agenda;
const hour = 3_600_000;

const meetingAt = (start: number, status: MeetingStatus): Meeting => ({
  id: "b_1",
  start: new Date(start).toISOString(),
  end: new Date(start + hour / 2).toISOString(),
  status,
  visitorZone: "Europe/Istanbul",
  agencyZone: "Europe/Istanbul",
  meetingBy: "video",
  hostName: "Amira",
  lang: "en",
  changeable: false,
  cutoffAt: new Date(start - 2 * hour).toISOString(),
  leadId: "l_1",
  hostId: "u_1",
  visitorName: "Layla Nasser",
  visitorEmail: "layla@example.com",
  company: "",
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

/** agenda shows one meeting as the agenda's loader would, from a server
 * that keeps what POST …/status sets; it returns the statuses sent. */
function agenda(meeting: Meeting) {
  let current = meeting;
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      expect([url, init?.method]).toEqual([`/api/admin/bookings/${meeting.id}/status`, "POST"]);
      const body = JSON.parse(String(init?.body)) as { status: MeetingStatus };
      sent.push(body);
      current = { ...current, status: body.status };
      return json(current);
    }),
  );
  const Page = () => <MeetingCard meeting={useLoaderData<Meeting>()} zone="Europe/Istanbul" />;
  const Stub = createRoutesStub([{ path: "/admin/agenda", Component: Page, HydrateFallback: () => null, loader: () => current }]);
  render(
    <TextsProvider lang="en" t={en}>
      <Stub initialEntries={["/admin/agenda"]} />
    </TextsProvider>,
  );
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a meeting's actions", () => {
  it("once it began, mark it held, then no-show: each sent, the badge follows, the button of the status it has goes", async () => {
    const sent = agenda(meetingAt(Date.now() - hour, "booked"));
    const held = await screen.findByRole("button", { name: g.markHeld });
    await act(async () => fireEvent.click(held));
    expect(await screen.findByText(g.marked)).toBeTruthy();
    expect(screen.getByText(en.meeting.statuses.held!)).toBeTruthy();
    expect(screen.queryByRole("button", { name: g.markHeld })).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole("button", { name: g.markNoShow })));
    expect(await screen.findByText(en.meeting.statuses.no_show!)).toBeTruthy();
    expect(screen.queryByRole("button", { name: g.markNoShow })).toBeNull();
    expect(screen.getByRole("button", { name: g.markHeld })).toBeTruthy();
    expect(sent).toEqual([{ status: "held" }, { status: "no_show" }]);
  });

  it("before it begins, offers to reschedule or cancel it, not to mark it", async () => {
    agenda(meetingAt(Date.now() + 24 * hour, "booked"));
    expect(await screen.findByRole("button", { name: g.cancel })).toBeTruthy();
    expect(screen.queryByRole("button", { name: g.markHeld })).toBeNull();
    expect(screen.queryByRole("button", { name: g.markNoShow })).toBeNull();
  });
});
