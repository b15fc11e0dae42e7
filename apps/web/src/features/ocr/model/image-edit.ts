// Crop and rotation in the browser, on a canvas, each giving a JPEG (spec §9: cropped-image.jpg,
// rotated-image.jpg) at the photo's own resolution, so that the server reads every pixel the phone took.
import type { PixelCrop } from 'react-image-crop';
import { CROPPED_NAME, ROTATED_NAME } from './photo-rules';

export type EditedPhoto = { blob: Blob; name: string };

export type ImageEditor = {
  /** The crop (in pixels of the displayed image) of the image, at the image's natural size. */
  crop(image: HTMLImageElement, crop: PixelCrop): Promise<EditedPhoto>;
  /** The image turned clockwise by 90, 180 or 270 degrees. */
  rotate(image: HTMLImageElement, degrees: number): Promise<EditedPhoto>;
};

const JPEG_QUALITY = 0.92;

function toJpeg(canvas: HTMLCanvasElement, name: string): Promise<EditedPhoto> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve({ blob, name }) : reject(new Error('toBlob failed'))), 'image/jpeg', JPEG_QUALITY);
  });
}

function context(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d not available');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  return ctx;
}

export const CANVAS_EDITOR: ImageEditor = {
  async crop(image, crop) {
    const scaleX = image.naturalWidth / image.width;
    const scaleY = image.naturalHeight / image.height;
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(crop.width * scaleX));
    canvas.height = Math.max(1, Math.round(crop.height * scaleY));
    context(canvas).drawImage(image, crop.x * scaleX, crop.y * scaleY, crop.width * scaleX, crop.height * scaleY, 0, 0, canvas.width, canvas.height);
    return toJpeg(canvas, CROPPED_NAME);
  },
  async rotate(image, degrees) {
    const quarter = degrees % 180 !== 0;
    const canvas = document.createElement('canvas');
    canvas.width = quarter ? image.naturalHeight : image.naturalWidth;
    canvas.height = quarter ? image.naturalWidth : image.naturalHeight;
    const ctx = context(canvas);
    ctx.translate(canvas.width / 2, canvas.height / 2);
    ctx.rotate((degrees * Math.PI) / 180);
    ctx.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);
    return toJpeg(canvas, ROTATED_NAME);
  },
};
