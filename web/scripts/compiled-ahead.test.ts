import { describe, expect, it } from "vitest";
import { eagerFactories } from "./compiled-ahead";

// Rolldown's output for a CommonJS module, before minifying.
const bundled = `import { n as __toESM, t as __commonJSMin } from "./rolldown-runtime.js";
var require_react_production = /* @__PURE__ */ __commonJSMin(((exports) => {
\tvar REACT_ELEMENT_TYPE = Symbol.for("react.transitional.element");
\texports.Children = { map: (children, fn) => children.map((child) => fn(child)) };
}));
var require_react = /* @__PURE__ */ __commonJSMin(((exports, module) => {
\tmodule.exports = require_react_production();
}));
var react = /* @__PURE__ */ __toESM(require_react());
const later = [1, 2].map(((n) => n * 2));
export { react as t, later as n };`;

describe("eagerFactories", () => {
  const eager = eagerFactories(bundled);

  it("writes every CommonJS factory as a function expression in parentheses", () => {
    expect(eager).toContain("__commonJSMin((function(exports) {\n\tvar REACT_ELEMENT_TYPE");
    expect(eager).toContain("__commonJSMin((function(exports, module) {\n\tmodule.exports = require_react_production();\n}));");
    expect(eager).not.toMatch(/__commonJSMin\(\(\(/);
  });

  it("leaves every other arrow function as it is", () => {
    expect(eager).toContain("map: (children, fn) => children.map((child) => fn(child))");
    expect(eager).toContain("[1, 2].map(((n) => n * 2))");
    expect(eager.replace(/\(function\(([^)]*)\) \{/g, "(($1) => {")).toBe(bundled);
  });

  it("runs the same: the factories' exports are unchanged", () => {
    const run = (code: string) => {
      const body = code.replace(/^import .*$/m, "").replace(/^export .*$/m, "return { react, later };");
      const runtime = {
        __commonJSMin: (f: (e: object, m: { exports: object }) => void) => {
          let m: { exports: object } | undefined;
          return () => (m ??= (() => { const mod = { exports: {} }; f(mod.exports, mod); return mod; })()).exports;
        },
        __toESM: (x: unknown) => x,
      };
      return new Function("__commonJSMin", "__toESM", body)(runtime.__commonJSMin, runtime.__toESM) as { react: { Children: object }; later: number[] };
    };
    expect(Object.keys(run(eager).react)).toEqual(Object.keys(run(bundled).react));
    expect(run(eager).later).toEqual([2, 4]);
  });
});
