const MARK_CLASS = 'rounded-sm bg-sandstone-400/40 px-0.5 text-inherit';

/** The text with the [start, end) character ranges marked: the words a search matched. */
export function MarkedText({
  text,
  ranges,
}: {
  text: string;
  ranges: readonly (readonly [number, number])[];
}) {
  if (ranges.length === 0) return <>{text}</>;
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  for (const [start, end] of ranges) {
    if (start < from || end > text.length) continue;
    if (start > from) parts.push({ text: text.slice(from, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    from = end;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className={MARK_CLASS}>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** The text with every case-insensitive occurrence of `term` marked (the FAQ's filter). */
export function Highlight({ text, term }: { text: string; term: string }) {
  const needle = term.trim().toLowerCase();
  const ranges: [number, number][] = [];
  if (needle) {
    const lower = text.toLowerCase();
    for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length))
      ranges.push([at, at + needle.length]);
  }
  return <MarkedText text={text} ranges={ranges} />;
}
