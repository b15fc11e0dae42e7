// Spec §7, the OCR calls: a signed link, the photo PUT to it, the text, then the camera use.
import type { GenerateResponse, OcrUpdateLimitResponse, UploadResponse } from '@versio/server/types';
import { getJson, postJson, putForm } from '../../../lib/api-client';
import type { Lang } from '../../analysis/api/analysis-types';

export type PhotoUpload = { blob: Blob; filename: string; filetype: string };

export async function askUploadLink(filename: string, filetype: string, signal?: AbortSignal): Promise<string> {
  const query = new URLSearchParams({ filename, filetype });
  return (await getJson<UploadResponse>(`/ocr/upload?${query}`, signal)).uploadLink;
}

export async function uploadPhoto(link: string, photo: PhotoUpload, signal?: AbortSignal): Promise<void> {
  const form = new FormData();
  form.append('file', photo.blob, photo.filename);
  await putForm(link, form, signal);
}

export async function generateText(photo: PhotoUpload, lang: Lang, signal?: AbortSignal): Promise<string> {
  const params = { filename: photo.filename, filetype: photo.filetype, language: lang };
  return (await postJson<GenerateResponse>('/ocr/generate', { params }, signal)).data;
}

export async function spendCameraUse(uid: string): Promise<number> {
  return (await postJson<OcrUpdateLimitResponse>('/ocr/update-limit', { uid })).cameraCount;
}

export type OcrApi = { askUploadLink: typeof askUploadLink; uploadPhoto: typeof uploadPhoto; generateText: typeof generateText; spendCameraUse: typeof spendCameraUse };

export const OCR_API: OcrApi = { askUploadLink, uploadPhoto, generateText, spendCameraUse };
