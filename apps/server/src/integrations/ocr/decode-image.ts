// First stage: the uploaded bytes become an upright grayscale image of bounded size. The format is read
// from the bytes (not the name or the declared type); pixels are counted from the header before anything
// is decoded, so a decompression bomb (a small PNG declaring 100,000 × 100,000 pixels) costs nothing.
import sharp from 'sharp';
import { AppError } from '../../errors';
import type { GrayImage } from './gray-image';
import { ocrErrors } from './ocr-errors';

// libheif's WebAssembly costs about 0.2 s of CPU to load: only a HEIC photo loads it (decision 045).
async function loadHeicDecoder() {
  return (await import('heic-decode')).default;
}

export type PhotoFormat = 'jpeg' | 'png' | 'heic';

export type DecodeLimits = {
  /** Most pixels a photo may have (width × height), read from its header. */
  maxPixels: number;
  /** Longer side the image is reduced to at once: more gains nothing for text and costs memory. */
  maxSide: number;
};

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The photo's format from its first bytes, or null when it is none of JPEG, PNG, HEIC. */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, i) => bytes[i] === byte)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'heic';
  return null;
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** Width and height from the header alone; throws the spec's error for a file that is not an image. */
export async function readPhotoSize(bytes: Uint8Array): Promise<{ format: PhotoFormat; width: number; height: number }> {
  const format = sniffPhotoFormat(bytes);
  if (!format) throw ocrErrors.wrongType();
  try {
    if (format === 'heic') {
      const heicDecode = await loadHeicDecoder();
      const images = await heicDecode.all({ buffer: bytes });
      const first = images[0];
      images.dispose();
      if (!first) throw ocrErrors.unreadable();
      return { format, width: first.width, height: first.height };
    }
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) throw ocrErrors.unreadable();
    return { format, width: meta.width, height: meta.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw ocrErrors.unreadable();
  }
}

/** Decodes, turns upright by its EXIF orientation, reduces to maxSide and drops colour. */
export async function decodePhoto(bytes: Uint8Array, limits: DecodeLimits): Promise<GrayImage> {
  const { format, width, height } = await readPhotoSize(bytes);
  if (width * height > limits.maxPixels) throw ocrErrors.tooManyPixels();
  try {
    const input = format === 'heic' ? await decodeHeic(bytes) : sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'error' });
    const { data, info } = await input
      .rotate()
      .resize({ width: limits.maxSide, height: limits.maxSide, fit: 'inside', withoutEnlargement: true })
      // One grey band, as grayscale() gives it but for rounding (±1 on some pixels of a colour photo,
      // the same bytes for a grey one), at about 0.08 s less CPU for 12 megapixels (decision 046).
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data: new Uint8Array(data.buffer, data.byteOffset, info.width * info.height), width: info.width, height: info.height };
  } catch {
    throw ocrErrors.unreadable();
  }
}

// libheif applies HEIF's own rotation (irot/imir) while decoding, so no EXIF turn is left to do.
async function decodeHeic(bytes: Uint8Array) {
  const heicDecode = await loadHeicDecoder();
  const image = await heicDecode({ buffer: bytes });
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
}
