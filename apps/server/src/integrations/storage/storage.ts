// What Versio needs from a file store: put a file under a key, read it whole or a byte range, look it up,
// remove it. Adapters: the local disk (local-storage.ts), the embedded default that needs no account, and
// any S3-compatible bucket (s3-storage.ts) when S3_BUCKET is set. Both pass the same contract suite
// (storage.contract.ts). Keys are plain file names: no folders, no dot segments, nothing to escape.
import type { Readable } from 'node:stream';

export type StoredObject = {
  size: number;
  contentType: string;
  /** Changes whenever the object is replaced; quoted, as HTTP sends it. */
  etag: string;
  lastModified: Date;
};

/** Inclusive byte offsets, as in an HTTP Range header; already checked against the object's size. */
export type ByteRange = { start: number; end: number };

export type ObjectBody = { object: StoredObject; body: Readable };

export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Stores the file at `path` under `key`, replacing whatever the key held. */
  putFile(key: string, path: string, contentType: string): Promise<StoredObject>;
  /** The object's facts, or null when there is none under `key`. */
  head(key: string): Promise<StoredObject | null>;
  /** The object's bytes, whole or `range`; null when there is none under `key`. */
  read(key: string, range?: ByteRange): Promise<ObjectBody | null>;
  /** Removes the object; removing a missing one is not an error. */
  remove(key: string): Promise<void>;
}

export class StorageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageError';
  }
}

// Letters, digits, dot, dash and underscore, starting with a letter or digit: never `..`, `/` or `\`.
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** True for a key every adapter accepts as it is. */
export function isObjectKey(key: string): boolean {
  return KEY.test(key) && !key.includes('..');
}

export function assertObjectKey(key: string): void {
  if (!isObjectKey(key)) throw new StorageError(`chiave non valida: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES = new Map([
  ['.mp4', 'video/mp4'],
  ['.webm', 'video/webm'],
]);

/** The media type a key's extension names (the local disk keeps no other record of it). */
export function contentTypeOf(key: string): string {
  const dot = key.lastIndexOf('.');
  return (dot === -1 ? undefined : CONTENT_TYPES.get(key.slice(dot).toLowerCase())) ?? 'application/octet-stream';
}
