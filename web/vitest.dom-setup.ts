// The dom project runs without isolation (vitest.config.ts): the test files
// of a worker share one jsdom window and one copy of each module. Before each
// file this puts the document back where a fresh jsdom starts, so that no file
// sees what an earlier one rendered, navigated to or stored
// (docs/decisions/0335-vitest-within-forty-seconds.md).
import { cleanup } from "@testing-library/react";
import { beforeAll } from "vitest";

beforeAll(() => {
  // Unmounting runs the components' effect clean-ups (their window and
  // document listeners go with them); then what was put in the DOM by hand.
  cleanup();
  const root = document.documentElement;
  for (const el of [root, document.head, document.body]) {
    for (const { name } of [...el.attributes]) el.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  history.replaceState(null, "", "/");
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
