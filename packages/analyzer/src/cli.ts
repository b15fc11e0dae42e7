/**
 * Command-line contract (run from the repository root):
 *   npm run -s analyze -- --lang lat --input conllu --output conllu <in.conllu >out.conllu
 *     fills LEMMA, UPOS, FEATS of every word line; every other byte is kept (comments, ranges, empty nodes).
 *   npm run -s analyze -- --lang lat --input text --output json <text.txt
 *     prints a JSON array of tokens (form, lemma, upos, feats, pos, declinazione, significato, persona, alternatives…).
 *   --lang grc: the same two commands for Ancient Greek (greek/cli.ts); --convention perseus, ptnk, proiel, versio
 *     (the default for text) or auto (the default for CoNLL-U: the treebank the document resembles, else perseus).
 *   --commercial uses the model trained on commercially usable data only; --convention <treebank> (ittb, proiel,
 *     perseus, llct, udante, circse) follows that treebank's annotation choices, `versio` Versio's own, `auto` the
 *     choices of the training treebank the whole input resembles most, or Versio's own when it resembles none of
 *     them clearly (the default for CoNLL-U input, which is UD data; text input defaults to `versio`). See
 *     docs/decisions/020-conllu-convention.md.
 * Errors go to stderr with exit code 2; stdout carries only the output.
 */
import { COL, ConlluSentenceBuilder, formatConlluSentence, parseConlluLine, wordRows, type ConlluSentence } from './core/conllu';
import { writeTokensJsonPart } from './core/token-json';
import { greekConventionOf, isGreekConvention, runGreekConllu, runGreekText } from './greek/cli';
import { createLatinAnalyzer, type LatinAnalyzer } from './latin/pipeline';
import { detectLatinConvention, loadLatinConventionClassifier } from './latin/ud/convention';
import type { LatinTreebank } from './latin/ud/normalize';

class UsageError extends Error {}

interface CliOptions {
  lang: string;
  input: 'conllu' | 'text';
  output: 'conllu' | 'json';
  commercial: boolean;
  convention: LatinTreebank | 'auto' | 'versio';
  /** The Greek output convention (greek/ud/output.ts). */
  greekConvention: string;
}

const CONVENTIONS: readonly string[] = ['ittb', 'proiel', 'perseus', 'llct', 'udante', 'circse', 'auto', 'versio'];

function parseArgs(argv: readonly string[]): CliOptions {
  const values = new Map<string, string>();
  let commercial = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--commercial') commercial = true;
    else if (arg === '--lang' || arg === '--input' || arg === '--output' || arg === '--convention') {
      const v = argv[++i];
      if (v === undefined) throw new UsageError(`missing value after ${arg}`);
      values.set(arg.slice(2), v);
    } else throw new UsageError(`unknown argument: ${arg}`);
  }
  const lang = values.get('lang') ?? 'lat';
  const input = values.get('input') ?? 'text';
  const output = values.get('output') ?? (input === 'conllu' ? 'conllu' : 'json');
  // The classifier answers no convention for a document unlike every treebank it knows (the commercial model
  // knows only the charters and CIRCSE), and then Versio's own applies (decision 020).
  if (lang !== 'lat' && lang !== 'grc') throw new UsageError(`unsupported language: ${lang} (use lat or grc)`);
  const greekConvention = values.get('convention') ?? (input === 'conllu' ? 'auto' : 'versio');
  if (lang === 'grc' && !isGreekConvention(greekConvention) && !(greekConvention === 'auto' && input === 'conllu')) {
    throw new UsageError(`unknown convention: ${greekConvention} (use perseus, ptnk, proiel, versio, or auto for CoNLL-U)`);
  }
  const convention = (lang === 'grc' ? 'versio' : values.get('convention') ?? (input === 'conllu' ? 'auto' : 'versio')) as CliOptions['convention'];
  if (!CONVENTIONS.includes(convention)) throw new UsageError(`unknown convention: ${convention} (use ${CONVENTIONS.join(', ')})`);
  if (input === 'conllu' && output === 'conllu') return { lang, input, output, commercial, convention, greekConvention };
  if (input === 'text' && output === 'json') return { lang, input, output, commercial, convention, greekConvention };
  throw new UsageError(`unsupported combination --input ${input} --output ${output} (use conllu→conllu or text→json)`);
}

function fillSentence(analyzer: LatinAnalyzer, sentence: ConlluSentence): string {
  const rows = wordRows(sentence);
  if (rows.length > 0) {
    const tagged = analyzer.tagForms(rows.map((c) => c[COL.FORM]!));
    rows.forEach((cols, i) => {
      const t = tagged[i]!;
      cols[COL.LEMMA] = t.lemma;
      cols[COL.UPOS] = t.upos;
      cols[COL.FEATS] = t.feats;
    });
  }
  return formatConlluSentence(sentence);
}

/** Reads the whole CoNLL-U input: the convention is decided on the whole document before any output. */
async function readConllu(): Promise<ConlluSentence[]> {
  const builder = new ConlluSentenceBuilder();
  const sentences: ConlluSentence[] = [];
  const keep = (s: ConlluSentence | null) => {
    if (s) sentences.push(s);
  };
  // Read raw chunks and split lines ourselves, so that \r\n and a missing final newline survive.
  process.stdin.setEncoding('utf8');
  let pending = '';
  for await (const chunk of process.stdin) {
    pending += chunk as string;
    let nl: number;
    while ((nl = pending.indexOf('\n')) >= 0) {
      const raw = pending.slice(0, nl);
      pending = pending.slice(nl + 1);
      const cr = raw.endsWith('\r');
      keep(builder.push(parseConlluLine(cr ? raw.slice(0, -1) : raw, cr ? '\r\n' : '\n')));
    }
  }
  if (pending !== '') keep(builder.push(parseConlluLine(pending, '')));
  keep(builder.finish());
  return sentences;
}

async function runConllu(options: CliOptions): Promise<void> {
  const sentences = await readConllu();
  if (options.lang === 'grc') {
    process.stdout.write(runGreekConllu(sentences, greekConventionOf(options.greekConvention, sentences)));
    return;
  }
  let convention: LatinTreebank | undefined;
  if (options.convention === 'auto') {
    const classifier = loadLatinConventionClassifier(options.commercial);
    convention = classifier && detectLatinConvention(classifier, sentences.map((s) => wordRows(s).map((c) => c[COL.FORM]!)));
  } else if (options.convention !== 'versio') convention = options.convention;
  const analyzer = createLatinAnalyzer({ commercial: options.commercial, convention });
  const out: string[] = [];
  for (const s of sentences) out.push(fillSentence(analyzer, s));
  process.stdout.write(out.join(''));
}

async function readAll(): Promise<string> {
  process.stdin.setEncoding('utf8');
  let text = '';
  for await (const chunk of process.stdin) text += chunk as string;
  return text;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (options.input === 'conllu') return runConllu(options);
  if (options.lang === 'grc') {
    process.stdout.write(`${runGreekText(await readAll())}\n`);
    return;
  }
  const convention = options.convention === 'auto' || options.convention === 'versio' ? undefined : options.convention;
  const analyzer = createLatinAnalyzer({ commercial: options.commercial, convention });
  const text = await readAll();
  // A long text part by part (core/text-parts.ts): the same bytes as the whole at once, without holding the
  // analysis of all of it.
  let more = false;
  process.stdout.write('[');
  for (const tokens of analyzer.analyzeInParts(text)) {
    process.stdout.write(writeTokensJsonPart(tokens, more));
    more ||= tokens.length > 0;
  }
  process.stdout.write(']\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`analyze: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
});
