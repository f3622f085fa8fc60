/**
 * How the build's JavaScript refers to other site scripts, shared by the per-page CSS trim
 * (purge-inline-css.mjs) and the JavaScript budget check (tests/support/page-checks.ts), so both follow the same
 * scripts a page can load.
 */

/** A static `import … from "x.js"`, `export … from "x.js"`, bare `import "x.js"` or `import("x.js")`. */
export const IMPORT_PATTERN =
  /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]*?\bfrom\s*)?["']([^"']+\.m?js)["']|\bimport\(\s*["']([^"']+\.m?js)["']\s*\)/g;

/** A site script's URL as a quoted string: a part a page script loads on demand (see lazy-module.mjs). */
export const SCRIPT_URL_STRING = /["'](\/[^"'\s<>]+\.m?js)["']/g;
