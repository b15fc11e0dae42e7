// The photo's declared type and file name (spec §3 "OCR upload": uid, a time stamp and the extension).
// A name is one safe path segment, so that it can never name another folder: letters, digits, "_" and "-",
// one dot before an extension that agrees with the type.
import { AppError } from '../../errors';
import { MESSAGES } from '../../messages';

/** Spec §5: the types a photo may have. */
export const PHOTO_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/heic'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

const EXTENSIONS = new Map<string, readonly string[]>([
  ['image/jpeg', ['jpg', 'jpeg']], ['image/jpg', ['jpg', 'jpeg']], ['image/png', ['png']], ['image/heic', ['heic', 'heif']],
]);
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.([A-Za-z0-9]{1,5})$/;

export function assertPhotoType(filetype: string): asserts filetype is PhotoType {
  if (!EXTENSIONS.has(filetype.toLowerCase())) throw new AppError('photo_type', 415, MESSAGES.photoType);
}

/** Checks the name and that its extension agrees with the type; 400 photo_filename otherwise. */
export function assertPhotoName(filename: string, filetype: string): void {
  const extension = NAME.exec(filename)?.[1]?.toLowerCase();
  if (!extension) throw new AppError('photo_filename', 400, MESSAGES.photoFilename);
  if (!EXTENSIONS.get(filetype.toLowerCase())?.includes(extension)) throw new AppError('photo_type', 415, MESSAGES.photoType);
}

export function isPhotoName(filename: string): boolean {
  return NAME.test(filename);
}
