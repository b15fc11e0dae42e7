// For tests: gives a HEIF file's primary image an `irot` property (a turn by quarter turns that the
// decoder applies), which Debian's heif-enc 1.15 cannot write (fixtures/README.md). The box is added to
// the item properties (`ipco`), associated with the primary item in `ipma` as essential, the sizes of the
// boxes around them grow, and the file offsets of `iloc` move by as many bytes. Only the layout heif-enc
// writes is handled (meta before mdat, iloc before iprp, ipma version 0 with 7-bit indices, iloc version
// 0 or 1 with 4-byte offsets); anything else throws.

type Box = { type: string; start: number; size: number; body: number };

function boxesIn(bytes: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  for (let at = start; at + 8 <= end;) {
    const size = bytes.readUInt32BE(at);
    if (size < 8) throw new Error('heif-rotation: box size not handled');
    boxes.push({ type: bytes.toString('latin1', at + 4, at + 8), start: at, size, body: at + 8 });
    at += size;
  }
  return boxes;
}

function find(boxes: Box[], type: string): Box {
  const box = boxes.find((b) => b.type === type);
  if (!box) throw new Error(`heif-rotation: no ${type} box`);
  return box;
}

/** A copy of `heif` whose primary image is turned anticlockwise by `quarterTurns` × 90° when decoded. */
export function withRotation(heif: Buffer, quarterTurns: 1 | 2 | 3): Buffer {
  const top = boxesIn(heif, 0, heif.length);
  const meta = find(top, 'meta');
  if (top.findIndex((b) => b.type === 'mdat') < top.indexOf(meta)) throw new Error('heif-rotation: mdat before meta');
  const inMeta = boxesIn(heif, meta.body + 4, meta.start + meta.size);
  const pitm = find(inMeta, 'pitm');
  if (heif[pitm.body] !== 0) throw new Error('heif-rotation: pitm version not handled');
  const primary = heif.readUInt16BE(pitm.body + 4);
  const iprp = find(inMeta, 'iprp');
  const inIprp = boxesIn(heif, iprp.body, iprp.start + iprp.size);
  const ipco = find(inIprp, 'ipco');
  const ipma = find(inIprp, 'ipma');
  if (heif.readUInt32BE(ipma.body) !== 0) throw new Error('heif-rotation: ipma version or flags not handled');
  const property = boxesIn(heif, ipco.body, ipco.start + ipco.size).length + 1;
  if (property > 127) throw new Error('heif-rotation: too many properties');

  // The primary item's associations: its count grows by one and the new (essential) index follows.
  let at = ipma.body + 8;
  let insertAt = -1;
  for (let entry = heif.readUInt32BE(ipma.body + 4); entry > 0; entry -= 1) {
    const item = heif.readUInt16BE(at);
    const count = heif[at + 2]!;
    if (item === primary) insertAt = at + 3 + count;
    at += 3 + count;
  }
  if (insertAt < 0) throw new Error('heif-rotation: the primary item has no properties');
  const irot = Buffer.from([0, 0, 0, 9, ...Buffer.from('irot', 'latin1'), quarterTurns]);
  const grown = irot.length + 1;
  const out = Buffer.concat([
    heif.subarray(0, ipco.start + ipco.size), irot, heif.subarray(ipco.start + ipco.size, insertAt),
    Buffer.from([0x80 | property]), heif.subarray(insertAt),
  ]);
  const countAt = (() => {
    for (let p = ipma.body + 8 + irot.length; ; p += 3 + out[p + 2]!) if (out.readUInt16BE(p) === primary) return p + 2;
  })();
  out[countAt] = out[countAt]! + 1;
  for (const box of [meta, iprp, ipco, ipma]) {
    const shift = box === ipma ? irot.length : 0;
    out.writeUInt32BE(box.size + (box === ipco ? irot.length : box === ipma ? 1 : grown), box.start + shift);
  }
  const iloc = find(inMeta, 'iloc');
  if (iloc.start > iprp.start) throw new Error('heif-rotation: iloc after iprp not handled');
  shiftIloc(out, iloc.body, grown);
  return out;
}

/** Moves every offset into the file (construction method 0) of the iloc box at `body` by `by` bytes. */
function shiftIloc(bytes: Buffer, body: number, by: number): void {
  const version = bytes[body]!;
  const offsetSize = bytes[body + 4]! >> 4;
  const lengthSize = bytes[body + 4]! & 15;
  const baseSize = bytes[body + 5]! >> 4;
  const indexSize = version === 1 ? bytes[body + 5]! & 15 : 0;
  if (version > 1 || offsetSize !== 4 || (baseSize !== 4 && baseSize !== 0) || indexSize !== 0 || (lengthSize !== 4 && lengthSize !== 0)) {
    throw new Error('heif-rotation: iloc layout not handled');
  }
  let at = body + 8;
  for (let items = bytes.readUInt16BE(body + 6); items > 0; items -= 1) {
    const method = version === 1 ? bytes.readUInt16BE(at + 2) & 15 : 0;
    at += version === 1 ? 6 : 4;
    if (baseSize === 4) {
      if (method === 0) bytes.writeUInt32BE(bytes.readUInt32BE(at) + by, at);
      at += 4;
    }
    const extents = bytes.readUInt16BE(at);
    at += 2;
    for (let e = 0; e < extents; e += 1) {
      if (method === 0 && baseSize === 0) bytes.writeUInt32BE(bytes.readUInt32BE(at) + by, at);
      at += 4 + lengthSize;
    }
  }
}
