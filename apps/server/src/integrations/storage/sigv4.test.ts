import { describe, expect, test } from 'vitest';
import { EMPTY_PAYLOAD_HASH, signRequest } from './sigv4';

// AWS's worked examples ("Signature Calculations for the Authorization Header: Transferring Payload in a
// Single Chunk", Amazon S3 API reference), with AWS's example credentials.
const CREDENTIALS = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
const DATE = new Date('2013-05-24T00:00:00Z');

describe('AWS Signature Version 4', () => {
  test('GET Object with a Range header gives AWS\'s published signature', () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: new Map([['Range', 'bytes=0-9']]),
      payloadHash: EMPTY_PAYLOAD_HASH,
      region: 'us-east-1',
      credentials: CREDENTIALS,
      date: DATE,
    });
    expect(headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,'
      + 'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,'
      + 'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect([headers.get('x-amz-date'), headers.get('host')]).toEqual(['20130524T000000Z', 'examplebucket.s3.amazonaws.com']);
  });

  test.each([
    ['GET Bucket lifecycle (a parameter without value)', '/?lifecycle', 'fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543'],
    ['GET Bucket (List Objects), parameters sorted', '/?prefix=J&max-keys=2', '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7'],
  ])('%s gives AWS\'s published signature', (_name, path, signature) => {
    const headers = signRequest({
      method: 'GET',
      url: new URL(`https://examplebucket.s3.amazonaws.com${path}`),
      headers: new Map(),
      payloadHash: EMPTY_PAYLOAD_HASH,
      region: 'us-east-1',
      credentials: CREDENTIALS,
      date: DATE,
    });
    expect(headers.get('authorization')?.split(',Signature=')[1]).toBe(signature);
  });

  test('the port of a local endpoint is part of the signed host', () => {
    const headers = signRequest({
      method: 'HEAD', url: new URL('http://127.0.0.1:9000/versio/lessons/a.mp4'), headers: new Map(),
      payloadHash: EMPTY_PAYLOAD_HASH, region: 'us-east-1', credentials: CREDENTIALS, date: DATE,
    });
    expect(headers.get('host')).toBe('127.0.0.1:9000');
  });
});
