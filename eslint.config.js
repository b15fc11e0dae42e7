// Lint, with the import boundaries of docs/CONVENTIONS.md as rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Each boundary is a list of patterns; a block's rule lists every boundary that holds for its files,
// because ESLint's later blocks replace an earlier block's options for the same rule, never add to them.
const BOUNDARIES = {
  analyzerAlone: [
    { group: ['@versio/server', '@versio/server/*', '@versio/web', '@versio/web/*'], message: 'Il pacchetto analyzer deve restare indipendente.' },
    { group: ['**/apps/**'], message: 'Il pacchetto analyzer deve restare indipendente.' },
  ],
  analyzerPure: [
    { group: ['react', 'react-dom', 'fastify', 'kysely', 'better-sqlite3', 'pg', 'node:http', 'node:https', 'node:net'], message: 'Il pacchetto analyzer non parla HTTP né database.' },
  ],
  coreWithoutLanguages: [
    { group: ['**/latin/**', '**/greek/**', '../latin', '../greek', '../../latin', '../../greek'], message: 'core è indipendente dalle lingue: passa i dati della lingua come parametro.' },
  ],
  serverWithoutWeb: [
    { group: ['@versio/web', '@versio/web/*', '**/apps/web/**', '../web/**'], message: 'Il server non importa l’app web.' },
  ],
  analyzerThroughEntry: [
    { group: ['@versio/analyzer/*', '**/packages/analyzer/**'], message: 'Importa l’analyzer solo dal suo punto d’ingresso (@versio/analyzer).' },
  ],
  webTypesFromServer: [
    { group: ['@versio/server', '@versio/server/*'], allowTypeImports: true, message: 'L’app web importa dal server solo tipi.' },
  ],
  webOverHttp: [
    { group: ['@versio/analyzer', '@versio/analyzer/*', '**/packages/**', '**/apps/server/**'], message: 'L’app web parla con il server via HTTP.' },
  ],
  featuresBelowApp: [
    { group: ['**/app/**', '../../app', '../../app/*'], message: 'Le feature non importano da src/app (le importazioni vanno shared → features → app).' },
  ],
  sharedBelowFeatures: [
    { group: ['**/features/**', '**/app/**'], message: 'Il codice condiviso non importa da features o app.' },
  ],
};

/** The no-restricted-imports rule for a block: every boundary named, added up. */
function restrictImports(...names) {
  return ['error', { patterns: names.flatMap((name) => BOUNDARIES[name]) }];
}

// The environment is read in one module per package (its configuration), never elsewhere.
const READS_ENV = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Leggi l’ambiente solo dal modulo di configurazione (analyzer: src/core/config.ts; server: src/config/env.ts).',
};

// Lookups keyed by text (docs/decisions/024-prototype-free-lookups.md): a plain object answers `constructor`,
// `toString` or `__proto__` with what it inherits from Object.prototype, so a table keyed by words is a Map.
const keyedByText = [
  {
    selector: "BinaryExpression[operator='in'][left.type!='Literal']",
    message: '`key in object` trova anche constructor, toString, __proto__…: usa una Map (o Set) e .has(key).',
  },
];
const stringKeyedObjects = [
  ...keyedByText,
  {
    selector: "TSTypeReference[typeName.name='Record'] > TSTypeParameterInstantiation > TSStringKeyword:first-child",
    message: 'Una tabella con chiavi stringa è una Map (ReadonlyMap<string, …>): un oggetto eredita constructor, toString, __proto__… (decisione 024).',
  },
  {
    selector: 'TSIndexSignature > Identifier > TSTypeAnnotation > TSStringKeyword',
    message: 'Una tabella con chiavi stringa è una Map (ReadonlyMap<string, …>): un oggetto eredita constructor, toString, __proto__… (decisione 024).',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'var/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // analyzer: pure TypeScript, no other workspace, no HTTP, no DOM, no database.
  {
    files: ['packages/analyzer/**/*.ts'],
    rules: { 'no-restricted-imports': restrictImports('analyzerAlone', 'analyzerPure') },
  },
  // no-restricted-syntax, added up per file set like the imports: text-keyed tables are Maps
  // (analyzer, server) and the environment is read by one configuration module per package, scripts
  // included (a test may hand an environment to a child process).
  {
    files: ['packages/analyzer/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...stringKeyedObjects, READS_ENV] },
  },
  {
    files: ['packages/analyzer/src/core/config.ts'],
    rules: { 'no-restricted-syntax': ['error', ...stringKeyedObjects] },
  },
  {
    files: ['packages/analyzer/scripts/**/*.ts', 'apps/server/scripts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', READS_ENV] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...keyedByText, READS_ENV] },
  },
  {
    files: ['apps/server/src/**/*.test.ts', 'apps/server/src/config/env.ts'],
    rules: { 'no-restricted-syntax': ['error', ...keyedByText] },
  },
  // analyzer core never imports a language folder.
  {
    files: ['packages/analyzer/src/core/**/*.ts'],
    rules: { 'no-restricted-imports': restrictImports('analyzerAlone', 'analyzerPure', 'coreWithoutLanguages') },
  },
  // server: may import the analyzer only through its entry point; never the web app.
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': restrictImports('serverWithoutWeb', 'analyzerThroughEntry') },
  },
  // web: types only from the server; shared → features → app.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrictImports('webTypesFromServer', 'webOverHttp'),
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictImports('webTypesFromServer', 'webOverHttp', 'featuresBelowApp') },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictImports('webTypesFromServer', 'webOverHttp', 'sharedBelowFeatures') },
  },
);
