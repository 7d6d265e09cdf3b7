interface DataTextProps {
  /** A catalogue text with `{param}` holes. */
  text: string;
  /** What fills each hole: names, addresses, ids, that no language changes. */
  data: Readonly<Record<string, string>>;
}

/**
 * A text whose holes hold data, each filled in a `translate="no"` span: page translators (and the Hindi
 * check of the browser tests) leave names, addresses and ids as they are. A hole without data stays visible.
 */
export function DataText({ text, data }: DataTextProps) {
  const parts = text.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return part;
        const value = data[part];
        return value === undefined ? (
          `{${part}}`
        ) : (
          <span key={index} translate="no">
            {value}
          </span>
        );
      })}
    </>
  );
}
