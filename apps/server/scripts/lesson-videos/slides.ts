// The look of a lesson video: a title slide, then the lesson's key points appearing one by one while
// the description is read aloud. Drawn by ffmpeg's drawtext on a plain background in Versio's colours,
// 640×360, with DejaVu fonts (Debian's fonts-dejavu-core), which cover polytonic Greek.
import { join } from 'node:path';

export const WIDTH = 640;
export const HEIGHT = 360;
export const FPS = 12;
/** Seconds the title slide stays alone. */
export const TITLE_SECONDS = 3;
export const MIN_SECONDS = 10;
export const MAX_SECONDS = 20;

const FONTS = '/usr/share/fonts/truetype/dejavu';
export const FONT_FILES = {
  sans: join(FONTS, 'DejaVuSans.ttf'),
  sansBold: join(FONTS, 'DejaVuSans-Bold.ttf'),
  serifBold: join(FONTS, 'DejaVuSerif-Bold.ttf'),
} as const;

const COLORS = { background: '0xfdf8f0', band: '0x9a3412', ink: '0x221c18', muted: '0x5b5048', onBand: '0xffffff' } as const;

/** Lines of at most `width` characters, broken at spaces (a longer word stays whole). */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** How long the video lasts: the narration and a little silence, between 10 and 20 seconds. */
export function chooseDuration(narrationSeconds: number): number {
  return Math.min(MAX_SECONDS, Math.max(MIN_SECONDS, Math.ceil((narrationSeconds + 1.2) * 10) / 10));
}

/** Where the points must end: above the bottom edge, beside the footer. */
export const POINTS_BOTTOM = 344;

type PointLayout = { size: number; line: number; gap: number; width: number };
const POINT_LAYOUTS: readonly PointLayout[] = [
  { size: 21, line: 34, gap: 14, width: 44 },
  { size: 19, line: 29, gap: 10, width: 50 },
  { size: 17, line: 25, gap: 8, width: 56 },
];

function measurePoints(points: readonly string[], layout: PointLayout): number {
  const lines = points.reduce((sum, point) => sum + wrapText(point, layout.width).length, 0);
  return lines * layout.line + (points.length - 1) * layout.gap;
}

export type SlideText = { file: string; text: string };
/** `bottom`: where the last point ends, in pixels from the top (the footer starts at about 330). */
export type Slides = { texts: SlideText[]; filter: string; bottom: number };

type Lesson = { title: string; lang: 'lat' | 'grc'; points: readonly string[] };

/**
 * The drawtext filter of a lesson lasting `seconds`, and the text files it reads (written by the caller
 * into `dir`): text comes from files, never from the filter string, so no quoting can break it.
 */
export function buildSlides(lesson: Lesson, seconds: number, dir: string): Slides {
  const texts: SlideText[] = [];
  const text = (name: string, value: string) => {
    const file = join(dir, `${name}.txt`);
    texts.push({ file, text: value });
    return file;
  };
  const draw = (file: string, font: string, size: number, color: string, x: string, y: string | number, when: string) =>
    `drawtext=fontfile=${font}:textfile=${file}:expansion=none:fontsize=${size}:fontcolor=${color}:line_spacing=8:x=${x}:y=${y}:enable='${when}'`;

  const subject = lesson.lang === 'lat' ? 'latino' : 'greco';
  const parts = [
    `drawbox=x=0:y=0:w=${WIDTH}:h=52:color=${COLORS.band}:t=fill`,
    draw(text('band', `VERSIO · LEZIONI DI ${subject.toUpperCase()}`), FONT_FILES.sansBold, 18, COLORS.onBand, '24', 16, 'gte(t,0)'),
    draw(text('title-big', wrapText(lesson.title, 26).join('\n')), FONT_FILES.serifBold, 34, COLORS.ink, '(w-tw)/2', '(h-th)/2', `lt(t,${TITLE_SECONDS})`),
    draw(text('title-small', wrapText(lesson.title, 40).slice(0, 2).join('\n')), FONT_FILES.serifBold, 24, COLORS.ink, '32', 72, `gte(t,${TITLE_SECONDS})`),
  ];
  const step = (seconds - TITLE_SECONDS - 1) / Math.max(1, lesson.points.length);
  const top = lesson.title.length > 40 ? 160 : 130;
  // The largest type whose points all fit above the bottom edge.
  const layout = POINT_LAYOUTS.find((candidate) => measurePoints(lesson.points, candidate) <= POINTS_BOTTOM - top) ?? POINT_LAYOUTS.at(-1)!;
  let y = top;
  lesson.points.forEach((point, index) => {
    const lines = wrapText(point, layout.width);
    const from = (TITLE_SECONDS + index * step).toFixed(2);
    parts.push(draw(text(`point-${index}`, `•  ${lines.join('\n    ')}`), FONT_FILES.sans, layout.size, COLORS.ink, '40', y, `gte(t,${from})`));
    y += layout.line * lines.length + layout.gap;
  });
  parts.push(draw(text('footer', 'versio.app'), FONT_FILES.sans, 14, COLORS.muted, `w-tw-24`, 'h-th-16', 'gte(t,0)'));
  return { texts, filter: parts.join(','), bottom: top + measurePoints(lesson.points, layout) };
}

export const BACKGROUND = COLORS.background;
