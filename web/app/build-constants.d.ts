/** The year the site was built, replaced by Vite and Vitest (`define` in
 * vite.config.ts and vitest.config.ts). */
declare const BUILD_YEAR: number;
