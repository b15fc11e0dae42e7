/**
 * Command-line contract (from the repository root):
 *   npm run -s translate -- --lang lat|grc [--lines] < text.txt
 * prints only the Italian translation on stdout: of the whole text, or with --lines one output line for
 * each input line (an empty line stays empty). Uses the configured model (LLM_* as for the server), else
 * the embedded literal translator. Notices go to stderr; errors go to stderr with exit code 2.
 */
import { loadEnv } from '../config/env';
import { createTranslator } from '../integrations/llm/create-translator';
import { translateLines } from './translate-lines';

type Options = { lang: 'lat' | 'grc'; lines: boolean };

function parseArgs(argv: readonly string[]): Options {
  let lang: string | undefined;
  let lines = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--lines') lines = true;
    else if (arg === '--lang') lang = argv[++i];
    else throw new Error(`argomento sconosciuto: ${arg ?? ''} (uso: --lang lat|grc [--lines])`);
  }
  if (lang !== 'lat' && lang !== 'grc') throw new Error('indica la lingua con --lang lat oppure --lang grc');
  return { lang, lines };
}

async function readStdin(): Promise<string> {
  process.stdin.setEncoding('utf8');
  let text = '';
  for await (const chunk of process.stdin) text += chunk as string;
  return text;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const translator = createTranslator(loadEnv(), { warn: (_details: unknown, message?: string) => process.stderr.write(`translate: ${message ?? ''}\n`) });
  const text = await readStdin();
  if (options.lines) {
    process.stdout.write(`${(await translateLines(translator, text, options.lang)).join('\n')}\n`);
    return;
  }
  if (text.trim() === '') return;
  const result = await translator.translate({ text: text.replace(/\r?\n$/, ''), lang: options.lang });
  if (result.notice) process.stderr.write(`translate: ${result.notice}\n`);
  process.stdout.write(`${result.translatedText}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`translate: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
});
