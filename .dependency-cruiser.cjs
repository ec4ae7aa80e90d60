/**
 * The architecture's import rules (docs/architecture.md), checked by `npm run lint`:
 * - core is the base: it imports no feature;
 * - a feature (radio, reader, theme, subscriptions) imports core and itself, never another feature;
 * - nothing in src imports the harness or the tests;
 * - the harness and the browser-level tests use src only through named seams: the shared wire
 *   names, texts and pure rules listed below (unit tests import the module they test);
 * - no import circle anywhere.
 */
const FEATURES = '(radio|reader|theme|subscriptions)';

/** What the harness may take from src: the names and formats both sides of the wire must share. */
const HARNESS_SEAMS = ['^src/core/ajax-actions\\.ts$', '^src/radio/laut-date\\.ts$', '^src/radio/hold-line\\.ts$'];

/**
 * What the browser-level tests (end-to-end, WordPress, bench, gallery, tools) may take from src:
 * texts and pure rules to compare the page against, and the bundle's globals' types.
 */
const TEST_SEAMS = [
  ...HARNESS_SEAMS,
  '^src/core/(strings|sanitize|log|storage|react|lazy|layout-glide|embed-sources|clock)\\.ts$',
  '^src/[a-z]+/.*-rules\\.ts$',
  '^src/theme/(single/next-post|media/grid-layout)\\.ts$',
  '^src/reader/head-snippet\\.ts$',
  // The pay client and the subscriptions UI run alone in the page through small test entries
  // (tests/e2e/*-entry.ts), with the provider's settings and wire formats to answer them.
  '^src/subscriptions/(api/provider-(api|settings)|ui/ui|storage/swg-storage|events/event-bus|mini-prompt/mini-prompt|flows/pay-flow)\\.ts$',
  '^src/subscriptions/payments/(pay-client|pay-client-types|ready-to-pay)\\.ts$',
  '^src/subscriptions/wire/',
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: one of its modules must take what it needs as a parameter.',
      from: {},
      to: { circular: true },
    },
    { name: 'core-imports-no-feature', severity: 'error', from: { path: '^src/core/' }, to: { path: `^src/${FEATURES}/` } },
    {
      name: 'feature-imports-no-other-feature',
      severity: 'error',
      comment: 'Features share only core; what two features need goes into core.',
      from: { path: `^src/${FEATURES}/` },
      to: { path: `^src/${FEATURES}/`, pathNot: '^src/$1/' },
    },
    {
      name: 'subscriptions-client-is-the-root',
      severity: 'error',
      comment: 'client.ts composes the subscriptions client; the parts below it take the narrow view they need (flows/flow-client.ts).',
      from: { path: '^src/subscriptions/[^/]+/' },
      to: { path: '^src/subscriptions/client\\.ts$' },
    },
    { name: 'src-imports-no-harness-or-tests', severity: 'error', from: { path: '^src/' }, to: { path: '^(harness|tests)/' } },
    {
      name: 'harness-uses-src-seams',
      severity: 'error',
      from: { path: '^harness/' },
      to: { path: '^src/', pathNot: HARNESS_SEAMS, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'browser-tests-use-src-seams',
      severity: 'error',
      from: { path: '^tests/(e2e|wordpress|bench|gallery|tools)/' },
      to: { path: '^src/', pathNot: TEST_SEAMS, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|reports|fixtures|node_modules)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    // The packages' `exports` conditions, as Vite resolves them.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
