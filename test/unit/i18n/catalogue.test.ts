import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/i18n/languages';
import { isPlural, type Namespace, type TextTree } from '@/i18n/texts';

const english = import.meta.glob<{ default: Namespace<TextTree> }>('/src/i18n/en/*.ts', { eager: true });
const all = import.meta.glob<{ default: TextTree }>('/src/i18n/*/*.ts', { eager: true });

/** Every key path of a text tree, a plural marked as one leaf with its forms. */
function keyPaths(tree: TextTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [path];
    if (isPlural(value)) return [`${path}{plural}`];
    return keyPaths(value, path);
  });
}

/** The `{param}` holes of every text, so a translation cannot drop or rename one. */
function holes(tree: TextTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const texts = typeof value === 'string' ? [value] : isPlural(value) ? [value.one, value.other] : null;
    if (!texts) return holes(value as TextTree, path);
    const names = new Set(texts.join(' ').match(/\{\w+\}/g) ?? []);
    return [...names].sort().map((hole) => `${path}${hole}`);
  });
}

describe('the text catalogue', () => {
  const namespaces = Object.entries(english).map(([file, module]) => ({
    file: file.replace('/src/i18n/en/', ''),
    namespace: module.default,
  }));

  it('names each English namespace after its file', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const { file, namespace } of namespaces) expect(`${namespace.name}.ts`).toBe(file);
  });

  for (const language of LANGUAGES.filter((code) => code !== 'en')) {
    describe(`in ${language}`, () => {
      it('has every namespace English has, and no other', () => {
        const translated = Object.keys(all)
          .filter((file) => file.startsWith(`/src/i18n/${language}/`))
          .map((file) => file.replace(`/src/i18n/${language}/`, ''))
          .sort();
        expect(translated).toEqual(namespaces.map(({ file }) => file).sort());
      });

      for (const { file, namespace } of namespaces) {
        it(`has exactly the keys and holes of en/${file}`, () => {
          const translation = all[`/src/i18n/${language}/${file}`]?.default;
          expect(translation, `${language}/${file} is missing`).toBeDefined();
          expect(keyPaths(translation!).sort()).toEqual(keyPaths(namespace.texts).sort());
          expect(holes(translation!).sort()).toEqual(holes(namespace.texts).sort());
        });
      }
    });
  }
});
