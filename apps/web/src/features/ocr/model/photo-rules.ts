// Spec §5 photo rules, §9 crop constants and §4 camera permission, as data and small functions.
import type { UserType } from '../../../lib/user-type';

/** Spec §5: the types a photo may have. */
export const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/jpg', 'image/png', 'image/heic'];

/** Spec §9: the initial crop is a square (aspect 1) as wide as the photo (width 100, in percent). */
export const INITIAL_CROP = { unit: '%', aspect: 1, width: 100 } as const;
/** Spec §9: a tap on 'Ruota' turns the photo by 90 degrees, modulo 360. */
export const ROTATION_STEP = 90;
/** Spec §9: the keyboard moves the crop by 1, 10 (Shift) or 100 (Ctrl/⌘) pixels. */
export const NUDGE_STEPS = { small: 1, medium: 10, large: 100 } as const;
/** Spec §9: the files the crop and the rotation make (JPEG). */
export const CROPPED_NAME = 'cropped-image.jpg';
export const ROTATED_NAME = 'rotated-image.jpg';

/** The photo's type: the browser's, or from the name when the browser has none (HEIC on most). */
export function photoTypeOf(file: { type: string; name: string }): string | null {
  const type = file.type.toLowerCase();
  if (PHOTO_TYPES.includes(type)) return type;
  if (type === 'image/heif' || (type === '' && /\.(heic|heif)$/i.test(file.name))) return 'image/heic';
  return null;
}

export function nextRotation(degrees: number): number {
  return (degrees + ROTATION_STEP) % 360;
}

/** Spec §4: premium and lifetime always; a normal student while cameraCount is above 0. */
export function canUseCamera(userType: UserType, cameraCount: number): boolean {
  if (userType === 'premium' || userType === 'lifetime') return true;
  return userType === 'normal' && cameraCount > 0;
}

/** Spec §3 "OCR upload": the uid, a time stamp and the extension. */
export function buildPhotoName(uid: string, filetype: string, now = Date.now()): string {
  const extension = filetype === 'image/png' ? 'png' : filetype === 'image/heic' ? 'heic' : 'jpg';
  return `${uid.replace(/[^A-Za-z0-9_-]/g, '')}-${now}.${extension}`;
}
