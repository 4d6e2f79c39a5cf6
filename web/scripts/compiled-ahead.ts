import type { Plugin } from "vite";

/* V8 compiles a function when it is first called, on the main thread,
   unless it can tell that the function will be called at once; then it
   compiles it with its script, which for a module fetched ahead of time is
   on a background thread. On a page's first load, React DOM compiled
   lazily was most of the long tasks left (decision 0470): its CommonJS
   factory a task of 70–100 ms at 4x CPU when the client entry first
   required it, then React's own functions, compiled one by one as
   hydration called them, tasks of 55–75 ms. compiledAhead gives V8 both
   signs it reads:

   - a CommonJS factory written as a function expression in parentheses,
     `(function () {…})`, is compiled with its script (the bundler writes it
     as an arrow function, which V8 compiles when it is called);
   - the framework chunk, which the client entry needs on every page, starts
     with the `//# allFunctionsCalledOnLoad` comment (Chromium's explicit
     compile hints): all its functions are compiled with it. */

/** The bundler's call of a CommonJS factory, before minifying:
 * `__commonJSMin(((exports, module) => {`. */
const arrowFactory = /(__commonJS(?:Min)?\(\()\(([\w$]*(?:, [\w$]*)*)\) => \{/g;

/** eagerFactories writes every CommonJS factory in code as a parenthesised
 * function expression. A factory's body reads neither `this` nor
 * `arguments`, so the two forms run the same. */
export function eagerFactories(code: string): string {
  return code.replace(arrowFactory, "$1function($2) {");
}

/** The chunk every page's client entry imports (vite.config.ts). */
const framework = "framework";

/** compiledAhead applies eagerFactories to the client build's chunks and
 * adds the compile hint to the framework chunk once it is minified (which
 * would drop the comment). It fails the build when the framework chunk has
 * no factory in the shape it knows: a bundler upgrade that writes them
 * otherwise would quietly bring the long task back. */
export function compiledAhead(): Plugin {
  return {
    name: "compiled-ahead",
    renderChunk(code, chunk) {
      if (this.environment.name !== "client") return null;
      const eager = eagerFactories(code);
      if (chunk.name === framework && eager === code) this.error("compiled-ahead: no CommonJS factory of the known shape in the framework chunk");
      return eager === code ? null : eager;
    },
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || chunk.name !== framework) continue;
        chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`; // the code moved down a line
      }
    },
  };
}
