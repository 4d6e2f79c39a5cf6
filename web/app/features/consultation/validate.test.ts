import { describe, expect, it } from "vitest";
import { serviceNamesIn } from "~/content/services";
import { contactMethods, fieldRules, isMeeting, needsPhone } from "./options";
import { emptyValues, emailCode, fields, firstProblem, phoneCode, validateField, validateLead, type LeadValues } from "./validate";

/** The form's services: the content's, whose ids are the server's. */
const services = serviceNamesIn("en").map((s) => s.id);

const valid: LeadValues = {
  ...emptyValues,
  name: "Sarah Jones",
  email: "sarah@example.org",
  service: "custom-apps",
  contactMethod: "email",
  message: "We need an app for our members.",
  consent: true,
};

describe("options", () => {
  it("come from the server's schema.json", () => {
    expect(services).toContain("other");
    expect(contactMethods.map((m) => m.value)).toEqual(["whatsapp", "email", "phone", "video"]);
    expect(fieldRules).toMatchObject({ name: { min: 2, max: 100 }, message: { min: 10, max: 5000 }, email: { max: 254 } });
  });
  it("give the visitor's fields in the form's order, and the page's apart", () => {
    expect(fields).toEqual(["name", "email", "phone", "company", "service", "budget", "contactMethod", "meetingTime", "message", "consent"]);
    expect(emptyValues).toEqual({ ...Object.fromEntries(fields.map((f) => [f, ""])), consent: false });
  });
  it("mark phone calls and video meetings as meetings", () => {
    expect(["whatsapp", "email", "phone", "video", ""].filter(isMeeting)).toEqual(["phone", "video"]);
  });
  it("mark WhatsApp, calls and video as needing the visitor's number", () => {
    expect(["whatsapp", "email", "phone", "video", ""].filter(needsPhone)).toEqual(["whatsapp", "phone", "video"]);
  });
});

describe("validateLead", () => {
  it("accepts a complete request", () => {
    expect(validateLead(valid, services)).toEqual({});
  });
  it("returns every problem of an empty form at once, in form order", () => {
    const problems = validateLead(emptyValues, services);
    expect(problems).toEqual({
      name: "required",
      email: "required",
      service: "required",
      contactMethod: "required",
      message: "required",
      consent: "required",
    });
    expect(firstProblem(problems)).toBe("name");
    expect(firstProblem({ message: "too_short", email: "invalid" })).toBe("email");
    expect(firstProblem({})).toBeUndefined();
  });

  const rows: Array<{ name: string; change: Partial<LeadValues>; field: keyof LeadValues; want: string | undefined }> = [
    { name: "blank name is required", change: { name: "   " }, field: "name", want: "required" },
    { name: "one letter is too short", change: { name: "A" }, field: "name", want: "too_short" },
    { name: "two Arabic letters are enough", change: { name: "لي" }, field: "name", want: undefined },
    { name: "an Arabic name", change: { name: "سارة العتيبي" }, field: "name", want: undefined },
    { name: "a Turkish name", change: { name: "Çağrı Öztürk" }, field: "name", want: undefined },
    { name: "emoji count as one character each", change: { name: "😀".repeat(100) }, field: "name", want: undefined },
    { name: "101 characters are too long", change: { name: "ش".repeat(101) }, field: "name", want: "too_long" },
    { name: "a line break in a name is invalid", change: { name: "Sarah\nJones" }, field: "name", want: "invalid" },
    { name: "a control character is invalid", change: { name: "Sa\u0007rah" }, field: "name", want: "invalid" },
    { name: "message required", change: { message: "" }, field: "message", want: "required" },
    { name: "message of 9 characters", change: { message: "123456789" }, field: "message", want: "too_short" },
    { name: "message with line breaks", change: { message: "Line one\nline two\r\n\tend" }, field: "message", want: undefined },
    { name: "message too long", change: { message: "x".repeat(5001) }, field: "message", want: "too_long" },
    { name: "message of 5000", change: { message: "x".repeat(5000) }, field: "message", want: undefined },
    { name: "company optional", change: { company: "" }, field: "company", want: undefined },
    { name: "company too long", change: { company: "c".repeat(201) }, field: "company", want: "too_long" },
    { name: "service required", change: { service: "" }, field: "service", want: "required" },
    { name: "service unknown", change: { service: "rockets" }, field: "service", want: "unknown" },
    { name: "service other", change: { service: "other" }, field: "service", want: undefined },
    { name: "budget optional", change: { budget: "" }, field: "budget", want: undefined },
    { name: "budget known", change: { budget: "5k-15k" }, field: "budget", want: undefined },
    { name: "budget unknown", change: { budget: "a lot" }, field: "budget", want: "unknown" },
    { name: "contact method unknown", change: { contactMethod: "pigeon" }, field: "contactMethod", want: "unknown" },
    { name: "consent required", change: { consent: false }, field: "consent", want: "required" },
    {
      name: "meeting time checked for a meeting",
      change: { contactMethod: "video", meetingTime: "t".repeat(201) },
      field: "meetingTime",
      want: "too_long",
    },
    {
      name: "meeting time ignored without a meeting",
      change: { contactMethod: "email", meetingTime: "t".repeat(201) },
      field: "meetingTime",
      want: undefined,
    },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const v = { ...valid, ...row.change };
      expect(validateField(row.field, v, services)).toBe(row.want);
      expect(validateLead(v, services)[row.field]).toBe(row.want);
    });
  }
});

describe("emailCode", () => {
  const rows: Array<[string, string | undefined]> = [
    ["", "required"],
    ["  ", "required"],
    ["name@company.com", undefined],
    [" name@company.com ", undefined],
    ["first.last+tag@sub.example.co.uk", undefined],
    ["name@company", "invalid"],
    ["name.company.com", "invalid"],
    ["@company.com", "invalid"],
    ["a@b@company.com", "invalid"],
    ["name @company.com", "invalid"],
    ["Sarah <name@company.com>", "invalid"],
    ["name@-company.com", "invalid"],
    ["name@company..com", "invalid"],
    ["x?cc=attacker%40evil.example&body=Pay%20here@example.com", "invalid"],
    ["name%x@company.com", "invalid"],
    ["name@10.0.0.1", "invalid"],
    [".name@company.com", "invalid"],
    [`${"a".repeat(65)}@company.com`, "invalid"],
    [`a@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.${"e".repeat(60)}.com`, "too_long"],
  ];
  for (const [input, want] of rows) {
    it(`${JSON.stringify(input)} → ${want ?? "ok"}`, () => expect(emailCode(input)).toBe(want));
  }
});

describe("the phone a contact method needs", () => {
  for (const method of ["whatsapp", "phone", "video"]) {
    it(`is required by ${method}`, () => {
      expect(validateLead({ ...valid, contactMethod: method, meetingTime: "Monday" }, services)).toEqual({ phone: "required" });
      expect(validateLead({ ...valid, contactMethod: method, meetingTime: "Monday", phone: "+44 20 7946 0958" }, services)).toEqual({});
    });
  }
  it("is not asked for by e-mail", () => {
    expect(validateField("phone", { ...valid, contactMethod: "email" }, services)).toBeUndefined();
  });
});

describe("phoneCode", () => {
  const rows: Array<[string, string | undefined]> = [
    ["", undefined],
    ["+44 20 7946 0958", undefined],
    ["0044 (20) 7946-0958", undefined],
    ["+966.50.123.4567", undefined],
    ["020 7946 0958", "invalid"],
    ["12345", "invalid"],
    ["+0 123 456 789", "invalid"],
    ["+44 20 7946 0958 ext 2", "invalid"],
    ["+1234567890123456", "invalid"],
  ];
  for (const [input, want] of rows) {
    it(`${JSON.stringify(input)} → ${want ?? "ok"}`, () => expect(phoneCode(input)).toBe(want));
  }
});
