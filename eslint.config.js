// @ts-check
/**
 * ESLint: typescript-eslint's type-aware recommended rules, React's hooks rules on the code that
 * renders, Prettier's config last so no rule argues with the formatter. `npm run lint` runs it
 * beside Prettier, dependency-cruiser and knip (tests/tools/lint.ts).
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  // The PHP plugin's folder holds no script of ours; fixtures are recorded pages, not code.
  {
    ignores: ['dist/**', 'reports/**', 'test-results/**', 'node_modules/**', 'fixtures/**', 'src/wordpress/**', 'tests/wordpress/site/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Public methods stay `async` without an `await` so that a throw reaches the caller as a
      // rejection, the way the provider's promise API reports every failure.
      '@typescript-eslint/require-await': 'off',
      // The sanitizer and the hostile-input tests match control characters on purpose.
      'no-control-regex': 'off',
      // The project's objects are closures, not classes: no code in src uses `this` (the rule
      // below forbids it), so a method taken off its object cannot lose its receiver.
      '@typescript-eslint/unbound-method': 'off',
      // \`String(value)\` of what page code or an answer handed over is deliberate: the provider's
      // client coerces the same way, and a warning names the value as it was given.
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Hooks only where React renders: the bundle's components and the QA console. Elsewhere a
    // `use…` name is the provider's public API (`useEntitlementCheck`) or Playwright's fixture `use`.
    files: ['**/*.tsx', 'src/**/use*.ts', 'harness/console/**/*.ts'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The project's rule for code a newcomer reads: small files, at most 300 lines of code (the
    // comments that say why do not count against it).
    files: ['src/**/*.{ts,tsx}', 'harness/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ThisExpression', message: 'Closures, not `this`: see unbound-method above.' }],
    },
  },
  {
    // Google Pay's client rejects with plain \`{ statusCode, statusMessage }\` objects, and the
    // publisher's code reads those fields: the wrapper keeps that shape.
    files: ['src/subscriptions/payments/payments-client.ts', 'src/subscriptions/payments/upi.ts'],
    rules: { '@typescript-eslint/only-throw-error': 'off', '@typescript-eslint/prefer-promise-reject-errors': 'off' },
  },
  {
    files: ['tests/**/*.ts', '**/*.test.ts'],
    rules: {
      // Vitest's asymmetric matchers (`expect.stringContaining(…)`) are typed `any` by design.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      // Tests run the inline scripts the harness prints, as the browser would.
      '@typescript-eslint/no-implied-eval': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      // Mock call records (\`spy.mock.calls\`) and parsed JSON are \`any\` in the test libraries' types.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // The config files in plain JavaScript are outside the TypeScript project.
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
