// Tesseract's reading of a page as words with their boxes (its TSV output), and the page's text made from
// them exactly as tesseract lays out its plain text: words of a line joined by a space, a line per line, a
// blank line after each paragraph (checked identical on the 28 dev pages of decision 053). Reading the boxes
// lets later stages look at the ink behind a word (greek-marks.ts).

export type PageWord = {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  /** Block and paragraph (`2.1`), and block, paragraph and line (`2.1.3`), as tesseract numbers them. */
  paragraph: string;
  line: string;
};

/** The words of tesseract's TSV (level 5 rows with text), in reading order. */
export function parseTsv(tsv: string): PageWord[] {
  const words: PageWord[] = [];
  for (const row of tsv.split('\n').slice(1)) {
    const cells = row.split('\t');
    const text = (cells[11] ?? '').trim();
    if (cells[0] !== '5' || text === '') continue;
    const [block, paragraph, line] = [cells[2], cells[3], cells[4]];
    words.push({
      text,
      left: Number(cells[6]),
      top: Number(cells[7]),
      width: Number(cells[8]),
      height: Number(cells[9]),
      paragraph: `${block}.${paragraph}`,
      line: `${block}.${paragraph}.${line}`,
    });
  }
  return words;
}

/** The page's text as tesseract's plain-text output gives it. */
export function pageText(words: readonly PageWord[]): string {
  let text = '';
  words.forEach((word, i) => {
    const previous = words[i - 1];
    if (previous && previous.line === word.line) text += ' ';
    else if (previous) text += previous.paragraph === word.paragraph ? '\n' : '\n\n';
    text += word.text;
  });
  return words.length > 0 ? `${text}\n` : '';
}
