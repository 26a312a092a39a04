/**
 * Prettier 3 (issue 29 item 5): the project's code style, written down so a machine keeps it.
 * `npm run format` rewrites the files, `npm run format:check` (a static check of `npm test`,
 * scripts/test-all.ts) fails naming every file that differs. What it formats: the TypeScript,
 * JavaScript, JSON and CSS of the repository; .prettierignore lists what it leaves alone (generated
 * files, build output, and the Markdown, YAML and HTML written by hand).
 *
 * The style is the one the code was written in: single quotes, semicolons, trailing commas,
 * two-space indentation, parentheses around every arrow parameter, double quotes in JSX, and lines
 * up to 160 characters (the longest the project reads comfortably in a review; Prettier's 80 would
 * rewrap most of the code base).
 */
/** @type {import('prettier').Config} */
export default {
  printWidth: 160,
  tabWidth: 2,
  useTabs: false,
  semi: true,
  singleQuote: true,
  jsxSingleQuote: false,
  quoteProps: 'as-needed',
  trailingComma: 'all',
  bracketSpacing: true,
  bracketSameLine: false,
  arrowParens: 'always',
  endOfLine: 'lf',
};
