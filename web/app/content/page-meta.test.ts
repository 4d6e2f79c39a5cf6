import type { LoaderFunctionArgs, MetaDescriptor } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { pages } from "~/config/site";
import { BOOKING_MANAGE_REST } from "~/lib/prerender-paths";
import { enEveryPage } from "~/locales/en/every-page";
import * as about from "~/routes/about";
import * as book from "~/routes/book";
import * as bookLoader from "~/routes/book-loader";
import * as bookManage from "~/routes/book-manage";
import * as bookManageLoader from "~/routes/book-manage-loader";
import * as contact from "~/routes/contact";
import * as contactLoader from "~/routes/contact-loader";
import * as faq from "~/routes/faq";
import * as home from "~/routes/home";
import * as privacy from "~/routes/privacy-policy";
import * as privacyLoader from "~/routes/privacy-policy-loader";
import * as projects from "~/routes/projects";
import * as services from "~/routes/services";
import * as terms from "~/routes/terms-of-usage";
import * as termsLoader from "~/routes/terms-of-usage-loader";
import defaultDocument from "../../../internal/content/default.json" with { type: "json" };
import type { PageId, SiteContent } from "./types";

type Loader = (args: LoaderFunctionArgs) => unknown;
type Meta = (args: never) => MetaDescriptor[];

/** Each page's loader and meta, as the routes wire them. */
const routes: Record<PageId, { loader: Loader; meta: Meta }> = {
  home: { loader: home.loader, meta: home.meta as Meta },
  projects: { loader: projects.loader, meta: projects.meta as Meta },
  faq: { loader: faq.loader, meta: faq.meta as Meta },
  "privacy-policy": { loader: privacyLoader.loader, meta: privacy.meta as Meta },
  "terms-of-usage": { loader: termsLoader.loader, meta: terms.meta as Meta },
  about: { loader: about.loader, meta: about.meta as Meta },
  services: { loader: services.loader, meta: services.meta as Meta },
  contact: { loader: contactLoader.loader, meta: contact.meta as Meta },
  book: { loader: bookLoader.loader, meta: book.meta as Meta },
  "book-manage": { loader: bookManageLoader.loader, meta: bookManage.meta as Meta },
};

/** Every page with its own texts: site.json's and the booking's manage page. */
const pageIds: readonly PageId[] = [...pages, "book-manage"];

/** A document whose every page has its own search title, description and
 * share text, none of them in locales/. */
function editedDocument(): SiteContent {
  const doc = structuredClone(defaultDocument) as unknown as { pages: Array<Record<string, Record<string, string>>> };
  for (const p of doc.pages) {
    p.title!.en = `Search title of ${p.id}`;
    p.description!.en = `What ${p.id} offers, for search engines.`;
    p.share!.en = `Shared: ${p.id}`;
  }
  return doc as unknown as SiteContent;
}

function metaOf(page: PageId): MetaDescriptor[] {
  const pathname = `/en${page === "book-manage" ? BOOKING_MANAGE_REST : `/${page}`}`;
  const loaderData = routes[page].loader({ request: new Request(`https://site.test${pathname}`), params: {}, context: {} } as LoaderFunctionArgs);
  const args = { loaderData, location: { pathname }, matches: [{ handle: { messages: enEveryPage } }] };
  return routes[page].meta(args as never);
}

const content = (tags: MetaDescriptor[], key: "name" | "property", value: string) =>
  (tags.find((t) => (t as Record<string, string>)[key] === value) as { content?: string } | undefined)?.content;

afterEach(() => {
  globalThis.__siteContent = undefined;
});

describe("every page's search title, description and share text", () => {
  it("covers every page of site.json and the manage page", () => {
    expect(Object.keys(routes).sort()).toEqual([...pageIds].sort());
  });

  it.each(pageIds)("%s: come from the published content document", (page) => {
    globalThis.__siteContent = editedDocument();
    const tags = metaOf(page);
    expect(tags).toContainEqual({ title: `Search title of ${page}` });
    expect(content(tags, "name", "description")).toBe(`What ${page} offers, for search engines.`);
    expect(content(tags, "property", "og:title")).toBe(`Search title of ${page}`);
    expect(content(tags, "property", "og:description")).toBe(`Shared: ${page}`);
  });

  it("leave the manage page out of search engines", () => {
    expect(metaOf("book-manage")).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("fill the legal pages' placeholders with the brand and the variant's address", () => {
    const description = content(metaOf("terms-of-usage"), "name", "description");
    expect(description).toContain("Nuqta Studio");
    expect(description).not.toContain("{{");
  });
});
