// Generates the starting catalogue's videos (decision 033): for each lesson a 10–20 second MP4
// (H.264 and AAC, 640×360) of slides with its key points, read aloud in Italian by espeak-ng. A lesson
// is generated again only when its text or this generator changes (a manifest in the folder records a
// hash per lesson), so a second run does nothing. Files appear whole: written under a hidden name,
// then renamed.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BACKGROUND, FPS, HEIGHT, WIDTH, buildSlides, chooseDuration, MAX_SECONDS } from './slides';

const run = promisify(execFile);

/** Bump when the look or the encoding changes: every video is made again. */
export const GENERATOR_VERSION = 3;
const MANIFEST = '.generated.json';
const VOICE = 'it';
const WORDS_PER_MINUTE = 165;

export type VideoLesson = { codice: string; lang: 'lat' | 'grc'; title: string; description: string; points: readonly string[] };
export type GenerationReport = { made: string[]; kept: string[]; seconds: number };

export function hashLesson(lesson: VideoLesson): string {
  const { codice, lang, title, description, points } = lesson;
  return createHash('sha1').update(JSON.stringify([GENERATOR_VERSION, codice, lang, title, description, points])).digest('hex');
}

export async function generateLessonVideos(
  { lessons, dir, jobs = 2, log = () => {} }: { lessons: readonly VideoLesson[]; dir: string; jobs?: number; log?: (line: string) => void },
): Promise<GenerationReport> {
  const started = performance.now();
  await mkdir(dir, { recursive: true });
  const manifest = await readManifest(dir);
  const pending = lessons.filter((lesson) => manifest.get(lesson.codice) !== hashLesson(lesson) || !existsSync(join(dir, `${lesson.codice}.mp4`)));
  const made: string[] = [];
  const queue = [...pending];
  const worker = async () => {
    for (let lesson = queue.shift(); lesson; lesson = queue.shift()) {
      await renderLesson(lesson, dir);
      manifest.set(lesson.codice, hashLesson(lesson));
      made.push(lesson.codice);
      log(`  ${lesson.codice}.mp4`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
  await writeFile(join(dir, MANIFEST), `${JSON.stringify(Object.fromEntries([...manifest].sort()), null, 1)}\n`);
  const kept = lessons.map((lesson) => lesson.codice).filter((codice) => !made.includes(codice));
  return { made, kept, seconds: (performance.now() - started) / 1000 };
}

async function readManifest(dir: string): Promise<Map<string, string>> {
  try {
    const parsed = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as unknown;
    if (parsed === null || typeof parsed !== 'object') return new Map();
    return new Map(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return new Map();
  }
}

async function renderLesson(lesson: VideoLesson, dir: string): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'versio-video-'));
  try {
    const narration = join(work, 'narration.wav');
    const script = join(work, 'narration.txt');
    await writeFile(script, lesson.description);
    let seconds = await speak(script, narration, WORDS_PER_MINUTE);
    // A long description is read a little faster rather than cut.
    if (seconds > MAX_SECONDS - 1.5) seconds = await speak(script, narration, Math.ceil((WORDS_PER_MINUTE * seconds) / (MAX_SECONDS - 1.5)));
    const duration = chooseDuration(seconds);
    const slides = buildSlides(lesson, duration, work);
    for (const { file, text } of slides.texts) await writeFile(file, text);
    const partial = join(dir, `.partial-${lesson.codice}.mp4`);
    await run('ffmpeg', [
      '-v', 'error', '-y',
      '-f', 'lavfi', '-i', `color=c=${BACKGROUND}:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${duration}`,
      '-i', narration,
      '-filter_complex', `[0:v]${slides.filter}[v];[1:a]apad[a]`,
      '-map', '[v]', '-map', '[a]', '-t', String(duration),
      '-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-crf', '30', '-pix_fmt', 'yuv420p',
      '-c:a', 'aac', '-b:a', '48k', '-ac', '1',
      '-movflags', '+faststart',
      partial,
    ]);
    await rename(partial, join(dir, `${lesson.codice}.mp4`));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Reads the text file aloud into a WAV file; returns its length in seconds. */
async function speak(textFile: string, wavFile: string, wordsPerMinute: number): Promise<number> {
  await run('espeak-ng', ['-v', VOICE, '-s', String(wordsPerMinute), '-f', textFile, '-w', wavFile]);
  return measureWav(await readFile(wavFile));
}

/** Seconds of PCM audio in a WAV file (RIFF): the data chunk's size over the byte rate. */
export function measureWav(wav: Buffer): number {
  const byteRate = wav.readUInt32LE(28);
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('latin1', offset, offset + 4);
    let size = wav.readUInt32LE(offset + 4);
    // espeak-ng writing to a file leaves the streaming placeholder size in the header.
    if (id === 'data') {
      if (size === 0 || size > wav.length - offset - 8) size = wav.length - offset - 8;
      return size / byteRate;
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV senza dati audio');
}
