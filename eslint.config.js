// `npm run lint` (scripts/run.mjs) runs ESLint with this file over the page, the module and the tests.
// It holds the rules that keep the page from running text as code or as markup: no eval, no
// implied eval (a string given to setTimeout), no new Function, and no HTML written from data
// (innerHTML/outerHTML/insertAdjacentHTML/document.write); see tests/lint/no-html-from-data.js.
import noHtmlFromData from './tests/lint/no-html-from-data.js';

export default [
  {
    ignores: ['dist/**', 'build/**', 'node_modules/**', 'test-results/**'],
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: {
        window: 'readonly', document: 'readonly', self: 'readonly', globalThis: 'readonly',
        setTimeout: 'readonly', setInterval: 'readonly', execScript: 'readonly',
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    plugins: { grundy: { rules: { 'no-html-from-data': noHtmlFromData } } },
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-script-url': 'error',
      'grundy/no-html-from-data': 'error',
    },
  },
];
