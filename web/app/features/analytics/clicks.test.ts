import { describe, expect, it } from "vitest";
import catalogue from "../../../../internal/analytics/catalogue.json";
import { trackAttrs } from "~/lib/track";
import { BOOLEAN_PROPS, INTEGER_PROPS, clickEvents, outboundOf, propsOf } from "./clicks";

/** html renders markup into a fresh container and returns it. */
function html(markup: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = markup;
  document.body.replaceChildren(root);
  return root;
}

function attrs(a: Record<string, string>): string {
  return Object.entries(a)
    .map(([k, v]) => `${k}="${v}"`)
    .join(" ");
}

describe("the property types", () => {
  const types = new Map<string, Set<string>>();
  for (const event of Object.values(catalogue.events)) {
    for (const [name, spec] of Object.entries(event.props as Record<string, { type: string }>)) {
      types.set(name, (types.get(name) ?? new Set()).add(spec.type));
    }
  }
  const ofType = (type: string) => [...types].filter(([, t]) => t.has(type)).map(([name]) => name).sort();

  it("match the catalogue's integer and boolean properties", () => {
    expect([...INTEGER_PROPS].sort()).toEqual(ofType("integer"));
    expect([...BOOLEAN_PROPS].sort()).toEqual(ofType("boolean"));
  });
  it("are the same for a property name in every event, so the name alone decides", () => {
    expect([...types].filter(([, t]) => t.size > 1)).toEqual([]);
  });
});

describe("propsOf", () => {
  it("reads what trackAttrs wrote, converted to the catalogue's types", () => {
    const root = html(`<button ${attrs(trackAttrs("faq_question_click", { button_name: "faq_question", index: 3, open: true }))}>Q</button>`);
    expect(propsOf(root.querySelector("button")!)).toEqual({ button_name: "faq_question", index: 3, open: true });
  });
  it.each([
    [`data-track-open="false"`, { open: false }],
    [`data-track-index="0"`, { index: 0 }],
    [`data-track-index="two"`, {}],
    [`data-track-index="1.5"`, {}],
    [`data-track-project_id="12"`, { project_id: 12 }],
    [`data-track-button_name="42"`, { button_name: "42" }], // a string property stays a string
    [`data-track="next_click" data-other="x" class="y"`, {}],
  ])("%s", (markup, want) => {
    const root = html(`<a href="/en/home" ${markup}>x</a>`);
    expect(propsOf(root.querySelector("a")!)).toEqual(want);
  });
});

describe("outboundOf", () => {
  const link = (href: string) => html(`<a href="${href}">x</a>`).querySelector("a")!;
  it.each([
    ["https://wa.me/971500000000?text=Hello", { channel: "whatsapp", url_host: "wa.me" }],
    ["https://api.whatsapp.com/send?phone=1", { channel: "whatsapp", url_host: "api.whatsapp.com" }],
    ["mailto:hello@nuqta.example", { channel: "email" }],
    ["tel:+971500000000", { channel: "phone" }],
    ["https://www.instagram.com/nuqta", { channel: "social", url_host: "www.instagram.com" }],
    ["https://Example.ORG/a", { channel: "other", url_host: "example.org" }],
    ["/en/faq", undefined],
    [`${location.origin}/en/faq`, undefined],
    ["javascript:void(0)", undefined],
  ])("%s", (href, want) => {
    expect(outboundOf(link(href), location)).toEqual(want);
  });
  it("is undefined without a link", () => {
    expect(outboundOf(null, location)).toBeUndefined();
  });
});

describe("clickEvents", () => {
  it("reports the nearest marked element of the click's target", () => {
    const root = html(
      `<section ${attrs(trackAttrs("button_click", { button_name: "outer" }))}>` +
        `<button ${attrs(trackAttrs("next_click", { button_name: "hero_next", carousel: "hero", index: 2 }))}><svg><path/></svg></button></section>`,
    );
    expect(clickEvents(root.querySelector("path"), location)).toEqual([
      { name: "next_click", props: { button_name: "hero_next", carousel: "hero", index: 2 } },
    ]);
  });
  it("reports an outbound link that is not marked", () => {
    const root = html(`<a href="mailto:hello@nuqta.example"><span>Mail</span></a>`);
    expect(clickEvents(root.querySelector("span"), location)).toEqual([{ name: "outbound_click", props: { channel: "email" } }]);
  });
  it("reports a marked outbound link twice: its event, and the outbound click with its button_name", () => {
    const root = html(`<a href="https://wa.me/1" ${attrs(trackAttrs("start_now_click", { button_name: "start_now", index: 0 }))}>Go</a>`);
    expect(clickEvents(root.querySelector("a"), location)).toEqual([
      { name: "start_now_click", props: { button_name: "start_now", index: 0 } },
      { name: "outbound_click", props: { channel: "whatsapp", url_host: "wa.me", button_name: "start_now" } },
    ]);
  });
  it("reports nothing for an unmarked click within the site", () => {
    const root = html(`<p>text <a href="/en/faq">FAQ</a></p>`);
    expect(clickEvents(root.querySelector("p"), location)).toEqual([]);
    expect(clickEvents(root.querySelector("a"), location)).toEqual([]);
    expect(clickEvents(null, location)).toEqual([]);
  });
});
