import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Packages that make a module React code. */
const REACT_PACKAGES = ['react', 'react-dom', 'react-dom/*', '@xstate/react'];

/**
 * Layer boundaries (bulletproof-react's zones): `target` may not import from `from`. Paths are from the
 * repository root; `except` is relative to `from`.
 */
const ZONES = [
  {
    target: ['./src/screens', './src/components'],
    from: './src/api',
    message: 'Screens and components get data through machines, never from the API layer (the shapes come from src/contract).',
  },
  {
    target: './src/components',
    from: ['./machines', './src/app', './src/screens'],
    message: 'src/components holds generic UI: a widget that needs a machine or the app shell lives with its screen or in src/app.',
  },
  {
    target: './machines',
    from: ['./src/screens', './src/components', './src/app'],
    message: 'Machines know no UI: they talk to screens through state, tags and emitted events.',
  },
  {
    target: './src/api',
    from: ['./machines', './src/screens', './src/components', './src/app'],
    message: 'The API layer only talks HTTP: machines call it, never the other way round.',
  },
  {
    target: './src/contract',
    from: './',
    except: ['./src/contract', './src/domain', './node_modules'],
    message: 'The wire contract imports nothing of ours but the domain rules it checks with.',
  },
  {
    target: './src/i18n',
    from: './',
    except: ['./src/i18n', './src/domain', './node_modules'],
    message: 'The text catalogue imports nothing of ours but the domain rules whose codes it words.',
  },
  {
    target: './src/domain',
    from: './',
    except: ['./src/domain', './src/contract', './node_modules'],
    message: 'Domain rules import nothing of ours but the contract.',
  },
  {
    target: './server',
    from: ['./src/api', './src/app', './src/screens', './src/components', './machines'],
    message: 'The server shares only the contract and the domain with the client.',
  },
];

/**
 * No string literal a person reads in JSX: texts come from the catalogue (src/i18n). Applied to the
 * files listed in TRANSLATED_FILES.
 */
const JSX_TEXT_MESSAGE = 'Texts come from the catalogue (useTexts), not from a literal in JSX.';
const LETTERS = '/[A-Za-z\\u0900-\\u097F]/';
/** Attributes a person reads or hears. */
const TEXT_ATTRIBUTES = '/^(aria-label|aria-description|title|alt|placeholder|label)$/';

export const TRANSLATED_FILES = ['src/screens/**/*.tsx', 'src/components/**/*.tsx', 'src/app/**/*.tsx'];

export const jsxTextRule = {
  name: 'slice/jsx-text-from-catalogue',
  files: TRANSLATED_FILES,
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: `JSXText[value=${LETTERS}]`, message: JSX_TEXT_MESSAGE },
      { selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=${LETTERS}]`, message: JSX_TEXT_MESSAGE },
      {
        selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${LETTERS}]`,
        message: JSX_TEXT_MESSAGE,
      },
      { selector: `JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > Literal[value=${LETTERS}]`, message: JSX_TEXT_MESSAGE },
      {
        selector: `JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > JSXExpressionContainer > :matches(Literal[value=${LETTERS}], TemplateLiteral > TemplateElement[value.raw=${LETTERS}])`,
        message: JSX_TEXT_MESSAGE,
      },
    ],
  },
};

export default defineConfig([
  globalIgnores(['dist/', '.data/', 'docs/', 'public/', 'test-results/', 'server/db/migrations/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'slice/typescript',
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    name: 'slice/react-hooks',
    files: ['src/**/*.{ts,tsx}', 'test/component/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    name: 'slice/imports',
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: ZONES }],
    },
  },
  {
    name: 'slice/machines-without-react',
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: REACT_PACKAGES, message: 'Machines know no React: screens read them with @xstate/react.' }] },
      ],
    },
  },
  ...(TRANSLATED_FILES.length > 0 ? [jsxTextRule] : []),
]);
