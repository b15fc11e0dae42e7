// For tests: small images of printed Latin and Greek, drawn with Pango (through sharp) in DejaVu Serif,
// which covers polytonic Greek; and a PNG that declares more pixels than any photo (a decompression bomb).
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** One or more printed lines at 300 dpi, black on white, as PNG (or JPEG). */
export async function renderPrintedText(text: string, options: { format?: 'png' | 'jpeg'; points?: number } = {}): Promise<Buffer> {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const image = sharp({ text: { text: escaped, font: `DejaVu Serif ${options.points ?? 11}`, dpi: 300 } })
    .extend({ top: 60, bottom: 60, left: 60, right: 60, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .flatten({ background: '#000' })
    .negate({ alpha: false })
    .grayscale();
  return options.format === 'jpeg' ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header declaring width × height grey pixels, with a few bytes of data: tiny on disk. */
export function createPngBomb(width = 100_000, height = 100_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
