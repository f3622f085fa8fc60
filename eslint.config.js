// Syntax-only rules (no type-checked presets) so `npm run lint` takes seconds; `astro check` does the types.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Comments say why, not when: the issue a line came from is in git's history, not in the code. */
const noIssueNumbers = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments())
          if (/\bissues? ?#?\d+/i.test(comment.value))
            context.report({ loc: comment.loc, message: 'Say why in a comment, not which issue (git keeps that).' });
      },
    };
  },
};

export default defineConfig(
  // Build output, caches and generated files.
  globalIgnores([
    'dist/',
    '.astro/',
    '.tmp/',
    '.image-cache/',
    'node_modules/',
    'public/pagefind/',
    'test-results/',
    'playwright-report/',
    'blob-report/',
    'perf-results/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  // Accessibility: the strict set on Astro templates (eslint-plugin-astro's own config, which names the plugin for
  // every file but its rules only make sense in markup), the recommended set on React islands.
  { plugins: { 'jsx-a11y': jsxA11y } },
  {
    files: ['**/*.astro'],
    rules: {
      ...astro.configs['jsx-a11y-strict'].at(-1)?.rules,
      // A tab panel takes the focus when its content has no focusable part (WAI-ARIA tabs pattern), as in
      // jsx-a11y's recommended set.
      'astro/jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel'] }],
      // Frontmatter is TypeScript: `astro check` knows Astro's ambient types (ImageMetadata, astroHTML), as
      // typescript-eslint turns no-undef off for .ts.
      'no-undef': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    languageOptions: jsxA11y.flatConfigs.recommended.languageOptions,
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    // Pages, components and islands: Astro frontmatter runs in Node at build time, scripts in the browser.
    files: ['src/**', 'public/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['*.{js,mjs,ts}', 'scripts/**', 'src/integrations/**', 'tests/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**', 'scripts/**'],
    plugins: { house: { rules: { 'no-issue-numbers': noIssueNumbers } } },
    rules: { 'house/no-issue-numbers': 'error' },
  },
  {
    rules: {
      // `_name` marks a parameter or binding kept on purpose (a callback's position, a destructured leftover).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
);
