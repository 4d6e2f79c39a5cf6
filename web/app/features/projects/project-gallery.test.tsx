import { cleanup, render, screen } from "@testing-library/react";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, expect, it } from "vitest";
import { en } from "~/locales/en";
import { ProjectGallery, screenSizes } from "./project-gallery";

afterEach(cleanup);

const id = "0123456789abcdef0123456789abcdef";

it("shows an uploaded screen as AVIF and WebP at its widths, and drawn art as it is", () => {
  const i18n = createInstance();
  i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false });
  const meta = { width: 1200, height: 2400, widths: [160, 240, 320, 480, 800, 1200], avifWidths: [160, 240, 320, 480, 800, 1200], formats: ["avif" as const, "webp" as const, "jpg" as const], placeholder: "data:image/webp;base64,AA", color: "#112233", focal: [0.5, 0.5] as [number, number] };
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <ProjectGallery
        screens={[
          { kind: "phone", src: `/media/${id}-1200.jpg`, width: 1200, height: 2400, alt: "The booking screen", picture: { id, meta } },
          { kind: "web", src: "/images/projects/1/web.svg", width: 1280, height: 800, alt: "The dashboard" },
        ]}
      />
    </I18nextProvider>,
  );
  const sources = [...container.querySelectorAll("picture > source")].map((s) => [s.getAttribute("type"), s.getAttribute("srcset"), s.getAttribute("sizes")]);
  const srcset = (f: string) => [160, 240, 320, 480, 800, 1200].map((w) => `/media/${id}-${w}.${f} ${w}w`).join(", ");
  // The phone frame's image is 9rem wide on a phone (its 10rem less the frame's padding).
  expect(sources).toEqual([
    ["image/avif", srcset("avif"), screenSizes.phone],
    ["image/webp", srcset("webp"), screenSizes.phone],
  ]);
  expect(screenSizes.phone).toMatch(/, 9rem$/);
  const uploaded = screen.getByRole("img", { name: "The booking screen" });
  expect(uploaded.getAttribute("width")).toBe("1200");
  expect(uploaded.getAttribute("height")).toBe("2400");
  expect(screen.getByRole("img", { name: "The dashboard" }).getAttribute("src")).toBe("/images/projects/1/web.svg");
});
