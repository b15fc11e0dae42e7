import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const CLI = fileURLToPath(new URL('./translate.ts', import.meta.url));

function run(args: string[], input: string): string {
  // An empty environment for LLM_*: the embedded translator answers.
  const env = { ...process.env, LLM_BASE_URL: '', LLM_MODEL: '' };
  return execFileSync(process.execPath, ['--import', 'tsx', CLI, ...args], { input, env, encoding: 'utf8' });
}

describe('translate CLI', () => {
  test('--lines prints exactly one line for each input line, empty lines kept', () => {
    const input = 'Agricola terram arat.\n\nPuellae rosas amant.\nOppido expugnato, hostes fugerunt.\n';
    expect(run(['--lang', 'lat', '--lines'], input)).toBe(
      "L'agricoltore ara la terra.\n\nLe fanciulle amano le rose.\nEspugnata la città, i nemici fuggirono.\n",
    );
  }, 30_000);

  test('translates Greek with nothing configured, one line for each input line', () => {
    const input = 'ὁ στρατηγὸς τοὺς στρατιώτας λέγει.\n\nοἱ Ἀθηναῖοι ἔπεμψαν τοὺς πρέσβεις.\n';
    expect(run(['--lang', 'grc', '--lines'], input)).toBe('Il comandante dice i soldati.\n\nGli Ateniesi mandarono gli ambasciatori.\n');
  }, 30_000);

  test('translates a whole Greek text and prints the notice on stderr only', () => {
    expect(run(['--lang', 'grc'], 'τί λέγεις;\n')).toBe('Che cosa dici?\n');
  }, 30_000);
});
