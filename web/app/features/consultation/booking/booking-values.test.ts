import { describe, expect, it } from "vitest";
import { bookingRequest, emptyBooking, validateBooking, type BookingValues } from "./booking-values";

const filled: BookingValues = {
  ...emptyBooking,
  name: "Layla Haddad",
  email: "layla@example.com",
  phone: "+966 50 123 4567",
  service: "ecommerce",
  message: "An app for our shop, with delivery.",
  consent: true,
};

describe("validateBooking", () => {
  it("lists every problem at once, the missing slot among them", () => {
    expect(validateBooking(emptyBooking, ["ecommerce"], null)).toEqual({
      name: "required",
      email: "required",
      phone: "required",
      service: "required",
      message: "required",
      consent: "required",
      start: "required",
    });
  });

  it("asks the phone for a video call as for a phone call, as the consultation form does", () => {
    expect(validateBooking(filled, ["ecommerce"], "2026-12-01T06:00:00Z")).toEqual({});
    expect(validateBooking({ ...filled, phone: "" }, ["ecommerce"], "2026-12-01T06:00:00Z")).toEqual({ phone: "required" });
    expect(validateBooking({ ...filled, meetingBy: "phone", phone: "" }, ["ecommerce"], "2026-12-01T06:00:00Z")).toEqual({ phone: "required" });
    expect(validateBooking({ ...filled, phone: "12" }, ["ecommerce"], "2026-12-01T06:00:00Z")).toEqual({ phone: "invalid" });
  });

  it("holds the fields to the consultation form's rules", () => {
    expect(validateBooking({ ...filled, email: "layla@", service: "nope" }, ["ecommerce"], "x")).toEqual({ email: "invalid", service: "unknown" });
  });
});

describe("bookingRequest", () => {
  it("sends the trimmed fields, the slot, the zone and how to meet", () => {
    const body = bookingRequest({ ...filled, name: "  Layla Haddad " }, {
      start: "2026-12-01T06:00:00Z",
      visitorZone: "Asia/Riyadh",
      pagePath: "/ar/book",
      website: "",
      fillTimeMs: 4200.4,
    });
    expect(body).toMatchObject({ name: "Layla Haddad", start: "2026-12-01T06:00:00Z", visitorZone: "Asia/Riyadh", meetingBy: "video", fillTimeMs: 4200 });
    expect(body).not.toHaveProperty("contactMethod");
    expect(body).not.toHaveProperty("meetingTime");
  });
});
