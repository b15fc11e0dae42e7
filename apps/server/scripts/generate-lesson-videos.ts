// Generates a short video for every lesson of the starting catalogue into LESSONS_DIR (var/lessons by
// default), so that a fresh clone plays real lessons. Run by scripts/setup.sh; needs ffmpeg, espeak-ng
// and fonts-dejavu-core. A second run only makes the videos whose lesson changed.
//   node --import tsx apps/server/scripts/generate-lesson-videos.ts [--jobs N]
import { availableParallelism } from 'node:os';
import { loadEnv } from '../src/config/env';
import { loadCatalogue } from '../src/features/lessons/catalogue';
import { generateLessonVideos } from './lesson-videos/generate';

const jobsArg = process.argv.indexOf('--jobs');
const jobs = jobsArg === -1 ? availableParallelism() : Number(process.argv[jobsArg + 1]);
const { LESSONS_DIR } = loadEnv();
const report = await generateLessonVideos({ lessons: loadCatalogue(), dir: LESSONS_DIR, jobs, log: (line) => console.log(line) });
console.log(`video delle lezioni in ${LESSONS_DIR}: ${report.made.length} generati, ${report.kept.length} già pronti, ${report.seconds.toFixed(1)} s`);
