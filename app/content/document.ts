/** The shape of the site's long-form pages (privacy policy, shipping and returns): titled sections of text. */
type DocumentListItem = string | { term: string; text: string };

export type DocumentBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: DocumentListItem[] };

export type DocumentSection = {
  /** The section's anchor in the page, for the table of contents. */
  id: string;
  title: string;
  blocks: DocumentBlock[];
  subsections?: { title: string; blocks: DocumentBlock[] }[];
};

/** All the words of a section, for tests and searches. */
export function sectionText(section: DocumentSection): string {
  const blockText = (block: DocumentBlock) =>
    block.kind === 'paragraph'
      ? block.text
      : block.items.map((item) => (typeof item === 'string' ? item : `${item.term} ${item.text}`)).join('\n');
  return [
    section.title,
    ...section.blocks.map(blockText),
    ...(section.subsections ?? []).flatMap((sub) => [sub.title, ...sub.blocks.map(blockText)]),
  ].join('\n');
}
