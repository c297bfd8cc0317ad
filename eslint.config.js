import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const feature = (message) => ({
  group: ['@/features/*', '@/app/*', '../../*/'],
  message,
});

/** The server's rooms from the ground up (ADR 0028): each `from` lists what its `target` may not import. */
const above = {
  ground: ['./db', './jobs', './mail', './plugins', './modules', './seed', './app.ts', './server.ts'],
  data: ['./mail', './plugins', './modules', './seed', './app.ts', './server.ts'],
  mail: ['./plugins', './modules', './seed', './app.ts', './server.ts'],
  plugins: ['./modules', './seed', './app.ts', './server.ts'],
  modules: ['./seed', './app.ts', './server.ts'],
};
const serverLayers = [
  {
    target: ['./lib', './config'],
    from: above.ground,
    message: 'lib and config are the ground: they import nothing else of the server (ADR 0028).',
  },
  {
    target: './db',
    from: ['./jobs', ...above.data],
    message: 'db imports only config and lib: seeding is orchestrated from src/seed (ADR 0028).',
  },
  { target: './jobs', from: above.data, message: 'jobs imports only config, lib and db (ADR 0028).' },
  {
    target: './mail',
    from: above.mail,
    message: 'mail sends through jobs; it imports no plugin or module (ADR 0028).',
  },
  {
    target: './plugins',
    from: above.plugins,
    message: 'Plugins are infrastructure and import no module: the auth plugin lives in modules/auth (ADR 0028).',
  },
  {
    target: './modules',
    from: above.modules,
    message:
      'Modules never import the seed room, app.ts or server.ts: test helpers that build the app live in apps/server/test (ADR 0028).',
  },
  {
    target: './modules/users',
    from: './modules',
    except: ['./users'],
    message: 'modules/users (the users table) stands under every other module and imports none (ADR 0028).',
  },
  {
    target: './modules/auth',
    from: './modules',
    except: ['./auth', './users'],
    message: 'modules/auth imports no module but users: account settings live in modules/account, above it (ADR 0028).',
  },
  {
    target: './modules/uploads',
    from: './modules',
    except: ['./uploads'],
    message: 'modules/uploads stores files for other modules and imports none (ADR 0028).',
  },
  {
    target: './modules/photographers',
    from: ['./modules/booking-requests', './modules/photographer-analytics', './modules/reviews', './modules/account'],
    message:
      'Photographers stand under bookings, reviews and analytics: the numbers that read both live in modules/photographer-analytics (ADR 0028).',
  },
  {
    target: './seed',
    from: ['./app.ts', './server.ts'],
    message:
      'The seed room stands above the modules and beside app.ts: it imports neither app.ts nor server.ts (ADR 0028).',
  },
  {
    target: './app.ts',
    from: ['./seed', './server.ts'],
    message: "app.ts builds the instance: seeding and listening are server.ts's (ADR 0028).",
  },
];

/**
 * No words written inside a component (docs/decisions/0046-languages.md): what a page says comes from
 * the catalogues, so that it reads in the page's language. Names of things that are the same in
 * every language (brands, symbols) are constants, not text.
 */
const literalWords = [
  {
    selector: 'JSXText[value=/[A-Za-z]{2,}/]',
    message:
      "Words shown on a page come from a catalogue (packages/shared/src/i18n/catalogues): read the area's xTexts.",
  },
  {
    selector:
      'JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|placeholder|title|alt|label|legend|heading|description|hint|[a-z]+(Label|Text|Title|Hint|Message))$/] > Literal[value=/[A-Za-z]{2,}/]',
    message: "A label, title or hint is words: read it from the area's xTexts.",
  },
  {
    selector: 'JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}\\s+[A-Za-z]/]',
    message: "Words shown on a page come from a catalogue: read the area's xTexts.",
  },
  {
    selector:
      ':matches(JSXElement, JSXFragment, JSXAttribute[name.name=/^(aria-label|placeholder|title|alt|label)$/]) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{3,}\\s+[A-Za-z]{2,}/]',
    message: 'A sentence built in a template is a catalogue message with placeholders.',
  },
  {
    // A single word between placeholders ("${i + 1} of ${count}") is a message too.
    selector:
      'JSXAttribute[name.name=/^(aria-label|title|alt|label)$/] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/(^|[^A-Za-z])[A-Za-z]{2,}([^A-Za-z]|$)/]',
    message: 'A label built in a template is a catalogue message with placeholders.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '.reports/**',
      'bench/.scratch/**',
      '**/test-results/**',
      '**/drizzle/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // DESIGN rule 1: imports flow shared -> features -> app.
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [feature('A feature never imports another feature or the app: compose them in src/app.')] },
      ],
    },
  },
  // One web kit (apps/web/src/components/README.md, ADR 0014): features and the app build forms
  // from its fields and buttons, and keep no field or button component of their own.
  {
    files: ['apps/web/src/{features,app}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...literalWords,
        {
          selector: "JSXOpeningElement[name.name='textarea']",
          message: "A textarea is the kit's TextAreaField (or TextArea): components/form/fields.tsx.",
        },
        {
          selector:
            "JSXOpeningElement[name.name='input']:has(JSXAttribute[name.name='type'][value.value=/^(checkbox|radio)$/])",
          message: "A checkbox or radio is the kit's CheckboxField or RadioGroupField: components/form/fields.tsx.",
        },
        {
          selector:
            ':matches(FunctionDeclaration[id.name=/^[A-Z]\\w*(Field|Button)$/], VariableDeclarator[id.name=/^[A-Z]\\w*(Field|Button)$/])',
          message:
            'Fields and buttons live in the kit (components/form/fields.tsx, components/ui/buttons.ts): use or extend them there.',
        },
        // A plain link or form of a Kiswahili page leads to the Kiswahili page (docs/rules/public-pages.md#languages).
        ...[
          'Literal[value=/^\\/(?!\\/)/]',
          "JSXExpressionContainer > MemberExpression[object.name='paths']",
          'JSXExpressionContainer > CallExpression[callee.name=/^(pathTo|(?!locale)\\w+Path)$/]',
        ].map((value) => ({
          selector: `JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name=/^(href|action)$/] > ${value}`,
          message:
            "An address of the site in a plain link or form goes through localHref (@studio/shared/i18n/current-locale), so that it stays in the page's language; the router's <Link> does it itself.",
        })),
      ],
    },
  },
  {
    files: ['apps/web/src/{components,lib}/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...literalWords] },
  },
  {
    files: ['apps/web/src/{components,lib,config,testing}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@/features/*', '@/app/*'], message: 'Shared code never imports features or the app.' }],
        },
      ],
    },
  },
  // A module assembles itself (docs/decisions/0045-modules-assemble-themselves.md): its route files
  // speak HTTP with the service their module plugin hands them, and use another module's parts
  // through what the instance offers, never by building that module's repository.
  {
    files: ['apps/server/src/modules/**/*{.routes,-routes}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repository', '../../modules/*/*.repository'],
              message:
                "A route file never builds another module's repository: use what that module offers on the instance (app.<module>), declared in apps/server/src/types/fastify-modules.d.ts (docs/decisions/0045-modules-assemble-themselves.md).",
            },
          ],
        },
      ],
    },
  },
  // DESIGN rule 1 for the server (ADR 0028): its rooms import one way, ground to top:
  // config, lib -> db, jobs -> mail -> plugins -> modules -> seed, app.ts -> server.ts.
  {
    files: ['apps/server/src/**/*.ts'],
    // Tests stand above every room: they build the whole app to cross real boundaries (DESIGN rule 8).
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: `${import.meta.dirname}/apps/server/src`,
          zones: serverLayers,
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm*', 'pg', 'fastify*', 'react*', '@studio/*'],
              message: 'packages/shared is the contract: it depends on zod only.',
            },
          ],
        },
      ],
    },
  },
);
