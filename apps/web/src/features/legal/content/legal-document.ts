/** A legal page as data: sections of paragraphs, lists and tables, rendered by <LegalDocumentView>. */
export type LegalBlock =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] };

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  /**
   * A translation's line at the top: that it is one, and that the original (at `href`, the English
   * page) prevails where the two differ. The English documents have none.
   */
  translation?: { note: string; link: string; href: string };
  title: string;
  /** ISO date of the last change. */
  lastUpdated: string;
  intro: string[];
  sections: LegalSection[];
}

export const p = (text: string): LegalBlock => ({ kind: 'p', text });
export const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });
export const table = (caption: string, head: string[], rows: string[][]): LegalBlock => ({
  kind: 'table',
  caption,
  head,
  rows,
});
