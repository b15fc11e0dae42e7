// The generator of the starting catalogue's videos (apps/server/scripts/lesson-videos), run for real
// with ffmpeg and espeak-ng as setup runs it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { generateLessonVideos, measureWav } from '../../../scripts/lesson-videos/generate';
import { POINTS_BOTTOM, buildSlides, chooseDuration, wrapText } from '../../../scripts/lesson-videos/slides';
import { loadCatalogue } from './catalogue';

function probe(file: string): { duration: number; streams: string[] } {
  const json = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_name,width,height', '-of', 'json', file], { encoding: 'utf8' })) as {
    format: { duration: string }; streams: { codec_name: string; width?: number; height?: number }[];
  };
  return { duration: Number(json.format.duration), streams: json.streams.map((s) => (s.width ? `${s.codec_name} ${s.width}x${s.height}` : s.codec_name)) };
}

describe('lesson video slides', () => {
  test.each(loadCatalogue().map((lesson) => [lesson.codice, lesson] as const))('%s: every key point fits on the slide', (_codice, lesson) => {
    expect(buildSlides(lesson, 15, '/tmp').bottom).toBeLessThanOrEqual(POINTS_BOTTOM);
  });

  test.each([
    ['Genitivo singolare in -is', 12, ['Genitivo', 'singolare in', '-is']],
    ['δίδωμι, τίθημι, ἵστημι', 40, ['δίδωμι, τίθημι, ἵστημι']],
    ['precipitevolissimevolmente sì', 10, ['precipitevolissimevolmente', 'sì']],
  ])('%j wrapped at %i characters', (text, width, lines) => {
    expect(wrapText(text, width)).toEqual(lines);
  });

  test.each([[4, 10], [9.85, 11.1], [18.5, 19.7], [25, 20]])('narration of %s s → video of %s s', (narration, seconds) => {
    expect(chooseDuration(narration)).toBe(seconds);
  });

  test('reads the length of a WAV file, even with the size espeak-ng leaves unset', () => {
    const header = Buffer.alloc(44);
    header.write('RIFF', 0, 'latin1');
    header.write('WAVEfmt ', 8, 'latin1');
    header.writeUInt32LE(16, 16);
    header.writeUInt32LE(44_100, 28);
    header.write('data', 36, 'latin1');
    header.writeUInt32LE(0x7fffffff, 40);
    expect(measureWav(Buffer.concat([header, Buffer.alloc(22_050 * 2)]))).toBe(1);
  });
});

describe('generating lesson videos', () => {
  const dir = mkdtempSync(join(tmpdir(), 'versio-videos-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const lesson = loadCatalogue().find((candidate) => candidate.codice === 'gr-verbi-in-mi')!;

  test('makes a 10–20 s H.264 and AAC video of the lesson, once', async () => {
    const first = await generateLessonVideos({ lessons: [lesson], dir, jobs: 1 });
    expect(first.made).toEqual(['gr-verbi-in-mi']);
    const video = probe(join(dir, 'gr-verbi-in-mi.mp4'));
    expect(video.streams).toEqual(['h264 640x360', 'aac']);
    expect(video.duration).toBeGreaterThanOrEqual(10);
    expect(video.duration).toBeLessThanOrEqual(20.1);
    const made = statSync(join(dir, 'gr-verbi-in-mi.mp4')).mtimeMs;
    expect(await generateLessonVideos({ lessons: [lesson], dir })).toMatchObject({ made: [], kept: ['gr-verbi-in-mi'] });
    expect(statSync(join(dir, 'gr-verbi-in-mi.mp4')).mtimeMs).toBe(made);
  }, 60_000);

  test('makes it again when the lesson\'s text changes', async () => {
    const changed = { ...lesson, points: [...lesson.points.slice(0, 3)] };
    expect((await generateLessonVideos({ lessons: [changed], dir, jobs: 1 })).made).toEqual(['gr-verbi-in-mi']);
  }, 60_000);
});
