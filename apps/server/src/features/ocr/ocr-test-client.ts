// For tests: a student's steps of scatta e traduci against the app in memory.
import type { FastifyInstance } from 'fastify';
import type { Session } from '../auth/auth-test-client';
import { asCookie } from '../auth/auth-test-client';

export async function askUploadLink(app: FastifyInstance, session: Session, filename: string, filetype = 'image/jpeg') {
  return app.inject({ method: 'GET', url: '/ocr/upload', query: { filename, filetype }, headers: asCookie(session) });
}

/** PUTs the photo as multipart/form-data, as the web app does. */
export async function putPhoto(app: FastifyInstance, session: Session, link: string, photo: Buffer, contentType = 'image/jpeg') {
  const boundary = '----versio-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.jpg"\r\nContent-Type: ${contentType}\r\n\r\n`),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({ method: 'PUT', url: link, payload: body, headers: { ...asCookie(session), 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

export async function generate(app: FastifyInstance, session: Session, filename: string, language: 'lat' | 'grc', filetype = 'image/jpeg') {
  return app.inject({ method: 'POST', url: '/ocr/generate', payload: { params: { filename, filetype, language } }, headers: asCookie(session) });
}

/** Link, upload, read: the answer of /ocr/generate. */
export async function readPhoto(app: FastifyInstance, session: Session, photo: Buffer, language: 'lat' | 'grc', filename = `${session.userId}-${Date.now()}.jpg`) {
  const link = await askUploadLink(app, session, filename);
  if (link.statusCode !== 200) return link;
  const put = await putPhoto(app, session, link.json().uploadLink, photo);
  if (put.statusCode !== 204) return put;
  return generate(app, session, filename, language);
}
