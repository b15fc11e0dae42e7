import { describe, expect, test } from 'vitest';
import { buildPhotoName, canUseCamera, nextRotation, photoTypeOf } from './photo-rules';

describe('photo rules', () => {
  test.each([
    [{ type: 'image/jpeg', name: 'versione.jpg' }, 'image/jpeg'],
    [{ type: 'image/jpg', name: 'versione.jpg' }, 'image/jpg'],
    [{ type: 'image/png', name: 'versione.png' }, 'image/png'],
    [{ type: 'image/heic', name: 'IMG_0001.HEIC' }, 'image/heic'],
    [{ type: '', name: 'IMG_0001.HEIC' }, 'image/heic'],
    [{ type: 'image/gif', name: 'gatto.gif' }, null],
    [{ type: 'application/pdf', name: 'versione.pdf' }, null],
    [{ type: '', name: 'versione' }, null],
  ])('%j has type %s', (file, type) => {
    expect(photoTypeOf(file)).toBe(type);
  });

  test.each([[0, 90], [90, 180], [180, 270], [270, 0]])('Ruota turns %i° into %i°', (from, to) => {
    expect(nextRotation(from)).toBe(to);
  });

  test.each([
    ['premium', 0, true], ['lifetime', 0, true], ['normal', 1, true], ['normal', 0, false], ['anonymous', 3, false],
  ] as const)('%s with %i camera uses may use the camera: %s', (type, count, allowed) => {
    expect(canUseCamera(type, count)).toBe(allowed);
  });

  test('the file name is the uid, a time stamp and the extension', () => {
    expect(buildPhotoName('u1AbC', 'image/heic', 1732600000000)).toBe('u1AbC-1732600000000.heic');
    expect(buildPhotoName('u1AbC', 'image/jpg', 1732600000000)).toBe('u1AbC-1732600000000.jpg');
  });
});
