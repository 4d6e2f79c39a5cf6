import { relative, sep } from "node:path";
import type { Plugin } from "vite";

/* The public site and the back office are two builds (docs/decisions/
   0200-back-office-its-own-build.md): nothing of the back office may reach
   a public page. Its code would only enter the public build through an
   import, and its classes through Tailwind's scan of the sources; both show
   among the build's inputs: the module graph, and the files Tailwind asks
   the build to watch (every file it scanned). publicOnly checks them at the
   end of every public build. */

/** adminFiles returns the inputs, as paths from web/, that belong to the
 * back office: its app (admin/) and its features (app/features/admin-*). */
export function adminFiles(inputs: Iterable<string>, web: string): string[] {
  const found = new Set<string>();
  for (const input of inputs) {
    const path = relative(web, input.replace(/[?#].*$/, "")).split(sep).join("/");
    if (/^admin\//.test(path) || /^app\/features\/admin-[^/]+\//.test(path)) found.add(path);
  }
  return [...found].sort();
}

type Transform = (this: { addWatchFile(file: string): void }, ...args: unknown[]) => unknown;

/** watching returns the plugins with every file their transforms ask the
 * build to watch also added to into (Rolldown's plugin context has no
 * getWatchFiles to read them back). */
export function watching(plugins: Plugin[], into: Set<string>): Plugin[] {
  return plugins.map((plugin) => {
    const { transform } = plugin;
    if (!transform) return plugin;
    const handler = (typeof transform === "function" ? transform : transform.handler) as Transform;
    const recorded: Transform = function (...args) {
      const context = new Proxy(this, {
        get: (target, key) => {
          if (key === "addWatchFile") {
            return (file: string) => {
              into.add(file);
              target.addWatchFile(file);
            };
          }
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      return handler.apply(context, args);
    };
    return { ...plugin, transform: typeof transform === "function" ? recorded : { ...transform, handler: recorded } } as Plugin;
  });
}

/** publicOnly fails the build whose modules, or watched files, include a
 * file of the back office. */
export function publicOnly(web: string, watched: ReadonlySet<string>): Plugin {
  return {
    name: "public-only",
    apply: "build",
    generateBundle() {
      const admin = adminFiles([...this.getModuleIds(), ...watched], web);
      if (admin.length > 0) {
        this.error(`the public build reads the back office's files (docs/decisions/0200):\n  ${admin.join("\n  ")}`);
      }
    },
  };
}
