import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import type { OcrApi } from '../api/ocr-api';
import type { ImageEditor } from '../model/image-edit';
import { UploadModal } from './upload-modal';

const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'versione.jpg', { type: 'image/jpeg' });

function createApi(overrides: Partial<OcrApi> = {}) {
  const calls: string[] = [];
  const api: OcrApi = {
    askUploadLink: vi.fn(async (filename: string, filetype: string) => {
      calls.push(`link ${filetype}`);
      return `/ocr/upload/${filename}?token=t`;
    }),
    uploadPhoto: vi.fn(async () => {
      calls.push('put');
    }),
    generateText: vi.fn(async (_photo, lang) => {
      calls.push(`generate ${lang}`);
      return 'Gallia est omnis divisa in partes tres';
    }),
    spendCameraUse: vi.fn(async () => {
      calls.push('update-limit');
      return 2;
    }),
    ...overrides,
  };
  return { api, calls };
}

function renderModal(options: { api?: OcrApi; editor?: ImageEditor } = {}) {
  const props = { onText: vi.fn(), onCameraCount: vi.fn(), onClose: vi.fn() };
  render(<UploadModal lang="lat" uid="u1" {...props} api={options.api ?? createApi().api} editor={options.editor ?? failingEditor()} />);
  return props;
}

function failingEditor(): ImageEditor {
  return { crop: vi.fn(async () => Promise.reject(new Error('canvas'))), rotate: vi.fn(async () => Promise.reject(new Error('canvas'))) };
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Seleziona o scatta foto'), { target: { files: [file] } });
}

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:foto'), revokeObjectURL: vi.fn() }));
});

describe('the upload modal', () => {
  test('asks for the area with the text and offers the camera on a phone', () => {
    renderModal();
    expect(screen.getByText("Seleziona l'area che contiene il testo")).toBeTruthy();
    const input = screen.getByLabelText('Seleziona o scatta foto');
    expect([input.getAttribute('type'), input.getAttribute('accept'), input.hasAttribute('capture')]).toEqual(['file', 'image/*', true]);
  });

  test.each([
    ['gatto.gif', 'image/gif'],
    ['versione.pdf', 'application/pdf'],
  ])('refuses %s (%s) with the spec message', (name, type) => {
    renderModal();
    choose(new File(['x'], name, { type }));
    expect(screen.getByRole('alert').textContent).toBe('Solo immagini in formato JPEG, JPG, HEIC o PNG sono consentite.');
  });

  test("'Carica!' without a photo says so", () => {
    renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Carica!' }));
    expect(screen.getByRole('alert').textContent).toBe('Seleziona una foto.');
  });

  test('a dropped photo is taken like a chosen one', () => {
    renderModal();
    fireEvent.drop(screen.getByText('Trascina qui la foto della tua versione').parentElement!, { dataTransfer: { files: [jpeg()] } });
    expect(screen.getByRole('button', { name: 'Ritaglia' })).toBeTruthy();
  });

  test('the crop must be finished before it is confirmed; a failed crop says so', async () => {
    renderModal();
    choose(jpeg());
    fireEvent.click(screen.getByRole('button', { name: 'Ritaglia' }));
    fireEvent.click(screen.getByRole('button', { name: 'Conferma Ritaglio' }));
    expect(screen.getByRole('alert').textContent).toBe('Completa il ritaglio prima di confermare.');
    const image = screen.getByAltText('La foto da ritagliare');
    Object.defineProperties(image, { width: { value: 400 }, height: { value: 600 } });
    fireEvent.load(image);
    fireEvent.click(screen.getByRole('button', { name: 'Conferma Ritaglio' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Si è verificato un errore durante il ritaglio dell'immagine.");
  });

  test('the first crop is the square (aspect 1) as wide as the photo, and the crop area is labelled in Italian', () => {
    const editor: ImageEditor = { crop: vi.fn(async () => ({ blob: new Blob(['x'], { type: 'image/jpeg' }), name: 'cropped-image.jpg' })), rotate: vi.fn() };
    renderModal({ editor });
    choose(jpeg());
    fireEvent.click(screen.getByRole('button', { name: 'Ritaglia' }));
    const image = screen.getByAltText('La foto da ritagliare');
    Object.defineProperties(image, { width: { value: 400 }, height: { value: 600 } });
    fireEvent.load(image);
    expect(screen.getByLabelText('Area da ritagliare: usa le frecce per spostarla (Maiusc ×10, Ctrl ×100)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Conferma Ritaglio' }));
    expect(editor.crop).toHaveBeenCalledWith(image, { unit: 'px', x: 0, y: 100, width: 400, height: 400 });
  });

  test("'Ruota' turns by 90° a tap, modulo 360; the confirmation turns the photo", async () => {
    const editor = failingEditor();
    renderModal({ editor });
    choose(jpeg());
    fireEvent.click(screen.getByRole('button', { name: 'Ruota' }));
    const seen = [];
    for (let i = 0; i < 5; i += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Ruota' }));
      seen.push(screen.getByRole('status').textContent);
    }
    expect(seen).toEqual(['Rotazione: 90°', 'Rotazione: 180°', 'Rotazione: 270°', 'Rotazione: 0°', 'Rotazione: 90°']);
    fireEvent.click(screen.getByRole('button', { name: 'Conferma Rotazione' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Si è verificato un errore durante la rotazione dell'immagine.");
    expect(editor.rotate).toHaveBeenCalledWith(expect.anything(), 90);
  });

  test("'Carica!' asks for a link, uploads, reads the text into the box, then spends the camera use", async () => {
    const { api, calls } = createApi();
    const props = renderModal({ api });
    choose(jpeg());
    fireEvent.click(screen.getByRole('button', { name: 'Carica!' }));
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
    expect(calls).toEqual(['link image/jpeg', 'put', 'generate lat', 'update-limit']);
    expect(props.onText).toHaveBeenCalledWith('Gallia est omnis divisa in partes tres');
    expect(props.onCameraCount).toHaveBeenCalledWith(2);
    expect(vi.mocked(api.askUploadLink).mock.calls[0]?.[0]).toMatch(/^u1-\d+\.jpg$/);
  });

  test.each([
    ['ocr_failed', 422, 'Non è stato possibile leggere il testo dalla foto'],
    ['camera_limit_reached', 403, 'Passa a plus per usare scatta e traduci!'],
    ['photo_type', 415, 'Solo immagini in formato JPEG, JPG, HEIC o PNG sono consentite.'],
    ['', 500, 'Non è stato possibile leggere il testo dalla foto'],
  ])('a refusal %s (%i) shows %s and spends nothing', async (code, status, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, calls } = createApi({ generateText: vi.fn(async () => Promise.reject(new ApiError(status, '/ocr/generate', code))) });
    const props = renderModal({ api });
    choose(jpeg());
    fireEvent.click(screen.getByRole('button', { name: 'Carica!' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(calls).not.toContain('update-limit');
    expect(props.onText).not.toHaveBeenCalled();
  });

  test('a HEIC photo is uploaded as it is: no crop or rotation in the browser', () => {
    renderModal();
    choose(new File(['heic'], 'IMG_0001.HEIC', { type: '' }));
    expect((screen.getByRole('button', { name: 'Ritaglia' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Ruota' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
