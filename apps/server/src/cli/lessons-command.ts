// The commands of `npm run -s lessons -- …` (cli/lessons.ts), run against a given database and store so
// that tests can drive them in memory. Every change goes through the same service as the
// administrators' API (features/lessons/lessons-admin.service.ts).
import { open } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import type { Db } from '../db/create-db';
import { AppError } from '../errors';
import type { ObjectStorage } from '../integrations/storage/storage';
import { MESSAGES } from '../messages';
import { loadCatalogue, seedCatalogue } from '../features/lessons/catalogue';
import { createLessonsAdmin } from '../features/lessons/lessons-admin.service';
import type { AdminLesson, UpdateLessonInput } from '../features/lessons/lessons-admin.schema';
import { sniffVideoFormat } from '../features/lessons/video-upload';

export const USAGE = `Uso: npm run -s lessons -- <comando>
  list                                        le lezioni, nell'ordine del catalogo
  add <codice> --title T --description D [--premium] [--publish] [--order N]
  edit <codice> [--title T] [--description D] [--premium | --free] [--order N]
  publish <codice>...                         pubblica
  unpublish <codice>...                       ritira dal catalogo (resta modificabile)
  reorder <codice> <codice>...                riordina le lezioni indicate tra i posti che occupano
  remove <codice>                             toglie la lezione e il suo video
  upload <codice> <file.mp4|file.webm>        carica il video della lezione
  seed                                        aggiunge le lezioni del catalogo iniziale che mancano`;

export type Output = { out: (line: string) => void; err: (line: string) => void };

/** Exit code: 0 done, 1 refused (the reason on err), 2 wrong usage. */
export async function runLessonsCommand(argv: readonly string[], { db, storage }: { db: Db; storage: ObjectStorage }, output: Output): Promise<number> {
  const admin = createLessonsAdmin({ db, storage });
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        title: { type: 'string' }, description: { type: 'string' }, order: { type: 'string' },
        premium: { type: 'boolean' }, free: { type: 'boolean' }, publish: { type: 'boolean' },
      },
    });
  } catch (error) {
    output.err(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const { values, positionals: [command, ...args] } = parsed;
  const usage = () => {
    output.err(USAGE);
    return 2;
  };
  const order = values.order === undefined ? undefined : Number(values.order);
  if (order !== undefined && !Number.isInteger(order)) return usage();
  try {
    switch (command) {
      case 'list':
        for (const lesson of await admin.listAll()) output.out(describe(lesson));
        return 0;
      case 'add': {
        if (args.length !== 1 || values.title === undefined || values.description === undefined || values.free) return usage();
        const lesson = await admin.create({
          codice: args[0] ?? '', title: values.title, description: values.description, premium: values.premium ?? false,
          published: values.publish ?? false, ...(order === undefined ? {} : { order_custom: order }),
        });
        output.out(`aggiunta: ${describe(lesson)}`);
        return 0;
      }
      case 'edit': {
        if (args.length !== 1 || (values.premium && values.free)) return usage();
        const patch: UpdateLessonInput = {
          ...(values.title === undefined ? {} : { title: values.title }),
          ...(values.description === undefined ? {} : { description: values.description }),
          ...(values.premium ? { premium: true } : values.free ? { premium: false } : {}),
          ...(order === undefined ? {} : { order_custom: order }),
        };
        if (Object.keys(patch).length === 0) return usage();
        output.out(`modificata: ${describe(await admin.update(args[0] ?? '', patch))}`);
        return 0;
      }
      case 'publish':
      case 'unpublish':
        if (args.length === 0) return usage();
        for (const codice of args) output.out(`${command === 'publish' ? 'pubblicata' : 'ritirata'}: ${describe(await admin.update(codice, { published: command === 'publish' }))}`);
        return 0;
      case 'reorder':
        if (args.length < 2) return usage();
        for (const lesson of await admin.reorder(args)) output.out(describe(lesson));
        return 0;
      case 'remove':
        if (args.length !== 1) return usage();
        await admin.remove(args[0] ?? '');
        output.out(`tolta: ${args[0] ?? ''}`);
        return 0;
      case 'upload': {
        if (args.length !== 2) return usage();
        const format = sniffVideoFormat(await readHead(args[1] ?? ''));
        if (!format) throw new AppError('invalid_video', 415, MESSAGES.invalidVideo);
        output.out(`video caricato: ${describe(await admin.attachVideo(args[0] ?? '', args[1] ?? '', format))}`);
        return 0;
      }
      case 'seed': {
        const added = await seedCatalogue(db, loadCatalogue());
        output.out(added.length === 0 ? 'il catalogo è già completo' : `aggiunte ${added.length} lezioni: ${added.join(', ')}`);
        return 0;
      }
      default:
        return usage();
    }
  } catch (error) {
    if (error instanceof AppError) output.err(error.message);
    else if (error instanceof ZodError) output.err(error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
    else throw error;
    return 1;
  }
}

/** "18  la-ablativo-assoluto  [premium] [bozza] [senza video]  L'ablativo assoluto" */
function describe(lesson: AdminLesson): string {
  const marks = [lesson.premium ? '[premium]' : '', lesson.published ? '' : '[bozza]', lesson.video ? '' : '[senza video]'].filter(Boolean).join(' ');
  return [String(lesson.order_custom).padStart(3), lesson.codice, marks, lesson.title].filter(Boolean).join('  ');
}

async function readHead(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(12), 0, 12, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}
