// Turns a page photographed sideways or upside down the right way up, by tesseract's orientation
// detection (the osd model). Run after scaling, so that the letters have the size it was trained on.
import { cropGray, fromMat, toMat, withMats } from './gray-image';
import type { GrayImage } from './gray-image';
import type { OpenCv } from './opencv';
import { detectOrientation } from './tesseract';
import type { TesseractSettings } from './tesseract';

export async function turnUpright(cv: OpenCv, image: GrayImage, tesseract: TesseractSettings): Promise<GrayImage> {
  const clockwise = await detectOrientation(tesseract, centre(image));
  return clockwise === 0 ? image : rotateQuarterTurns(cv, image, clockwise);
}

/** A few lines are enough to tell the orientation, and the whole page costs seconds: the middle of the page. */
function centre(image: GrayImage): GrayImage {
  const width = Math.min(image.width, 1800);
  const height = Math.min(image.height, 1200);
  if (width === image.width && height === image.height) return image;
  return cropGray(image, Math.floor((image.width - width) / 2), Math.floor((image.height - height) / 2), width, height);
}

/** Rotates clockwise by 90, 180 or 270 degrees (no resampling). */
export function rotateQuarterTurns(cv: OpenCv, image: GrayImage, clockwise: number): GrayImage {
  const code = new Map([[90, cv.ROTATE_90_CLOCKWISE], [180, cv.ROTATE_180], [270, cv.ROTATE_90_COUNTERCLOCKWISE]]).get(clockwise);
  if (code === undefined) return image;
  return withMats((keep) => {
    const source = keep(toMat(cv, image));
    const target = keep(new cv.Mat());
    cv.rotate(source, target, code);
    return fromMat(target);
  });
}
