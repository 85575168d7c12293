/**
 * ESLint runs one job here (Biome does formatting and the other lint rules): every
 * regular expression in the code is checked for super-linear backtracking, the kind
 * that let one request with a crafted e-mail address freeze the server for minutes.
 * `npm run lint` runs it after Biome.
 */
import tsParser from "@typescript-eslint/parser";
import regexp from "eslint-plugin-regexp";

export default [
  { ignores: ["build/**", "build-*/**", ".react-router/**", "node_modules/**", "test-results*/**", "data/**"] },
  {
    files: ["app/**/*.{ts,tsx}", "common/**/*.ts", "server/**/*.ts", "scripts/**/*.{ts,mjs}"],
    languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    plugins: { regexp },
    rules: {
      "regexp/no-super-linear-backtracking": ["error", { report: "potential" }],
      "regexp/no-super-linear-move": ["error", { report: "potential", ignorePartial: false }],
      "regexp/no-misleading-capturing-group": "error",
    },
  },
];
