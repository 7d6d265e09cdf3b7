import { isPlural, type Namespace, type TextTree } from '@/i18n/texts';

/** Pieces shorter than this ('Add', '+ ') are too common to tell English from a name or a code. */
const MIN_PIECE_LENGTH = 4;

/** A piece found only as whole words: 'Bestseller' is not in the server's category 'Bestsellers'. */
function asWords(piece: string): RegExp {
  return new RegExp(`(?<!\\p{L})${piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u');
}

/**
 * Whether a piece is read: a phrase anywhere (as whole words); a single word ('Crust', the 'each' of
 * '{price} each') only as a whole text, since the server's English names and descriptions hold such words.
 */
function isRead(piece: string, read: readonly string[]): boolean {
  if (!piece.includes(' ')) return read.some((text) => text.trim() === piece);
  const words = asWords(piece);
  return read.some((text) => words.test(text));
}

/** The fixed words of every text of a tree: each text cut at its `{param}` holes. */
function piecesOf(tree: TextTree): string[] {
  return Object.values(tree).flatMap((value) => {
    if (typeof value === 'string') return value.split(/\{\w+\}/);
    if (isPlural(value)) return [...value.one.split(/\{\w+\}/), ...value.other.split(/\{\w+\}/)];
    return piecesOf(value);
  });
}

/** Each text node on its own, so that the words of neighbouring elements do not run together. */
function textsOf(part: Element): string[] {
  const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  return texts;
}

/**
 * The English texts of these namespaces that parts of a page still show or name (text, aria-label,
 * title, placeholder, and the document title): none once the page is in another language. The parts
 * leave out the app shell, whose texts are not the screen's.
 */
export function englishLeftIn(parts: readonly Element[], ...namespaces: Namespace<TextTree>[]): string[] {
  const named = parts
    .flatMap((part) => [part, ...part.querySelectorAll('[aria-label], [title], [placeholder]')])
    .flatMap((element) => ['aria-label', 'title', 'placeholder'].map((attribute) => element.getAttribute(attribute) ?? ''));
  const read = [...parts.flatMap(textsOf), document.title, ...named];
  const pieces = namespaces.flatMap((namespace) => piecesOf(namespace.texts)).map((piece) => piece.trim());
  return [...new Set(pieces)].filter((piece) => piece.length >= MIN_PIECE_LENGTH && isRead(piece, read));
}
