import { useEffect, useRef, useState } from 'react';
import type { PixelCrop } from 'react-image-crop';
import { Modal } from '../../../components/ui/modal';
import { describePhotoError } from '../../../lib/error-messages';
import { PHOTO_MESSAGES } from '../../../lib/messages';
import type { Lang } from '../../analysis/api/analysis-types';
import { OCR_API, type OcrApi } from '../api/ocr-api';
import { CANVAS_EDITOR, type ImageEditor } from '../model/image-edit';
import { buildPhotoName, nextRotation, photoTypeOf } from '../model/photo-rules';
import { CropStep } from './crop-step';
import { PhotoPicker } from './photo-picker';
import './ocr.css';

type Step = 'choose' | 'chosen' | 'crop' | 'rotate' | 'reading';
type Photo = { blob: Blob; filetype: string; url: string };

type Props = {
  lang: Lang;
  uid: string;
  /** The recognised text, for the text box; the modal closes itself after. */
  onText: (text: string) => void;
  /** The camera uses left after this one was spent. */
  onCameraCount: (count: number) => void;
  onClose: () => void;
  api?: OcrApi;
  editor?: ImageEditor;
};

/** Spec §2 "Upload modal", §4 "OCR": choose, crop, rotate, 'Carica!'. */
export function UploadModal({ lang, uid, onText, onCameraCount, onClose, api = OCR_API, editor = CANVAS_EDITOR }: Props) {
  const [step, setStep] = useState<Step>('choose');
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rotation, setRotation] = useState(0);
  const [crop, setCrop] = useState<PixelCrop | null>(null);
  const imageRef = useRef<HTMLImageElement | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => {
    if (photo) URL.revokeObjectURL(photo.url);
  }, [photo]);

  const heic = photo?.filetype === 'image/heic';
  const show = (next: Step) => {
    setError(null);
    setStep(next);
  };
  const choose = (file: File) => {
    const filetype = photoTypeOf(file);
    if (!filetype) {
      setError(PHOTO_MESSAGES.wrongType);
      return;
    }
    setPhoto({ blob: file, filetype, url: URL.createObjectURL(file) });
    setRotation(0);
    show('chosen');
  };
  const replace = (blob: Blob) => {
    setPhoto({ blob, filetype: 'image/jpeg', url: URL.createObjectURL(blob) });
    show('chosen');
  };

  const confirmCrop = async () => {
    const image = imageRef.current;
    if (!crop || !image) {
      setError(PHOTO_MESSAGES.cropIncomplete);
      return;
    }
    try {
      replace((await editor.crop(image, crop)).blob);
    } catch {
      setError(PHOTO_MESSAGES.cropFailed);
    }
  };

  const confirmRotation = async () => {
    const image = imageRef.current;
    if (rotation === 0) return show('chosen');
    try {
      if (!image) throw new Error('no image');
      replace((await editor.rotate(image, rotation)).blob);
      setRotation(0);
    } catch {
      setError(PHOTO_MESSAGES.rotateFailed);
    }
  };

  const upload = async () => {
    if (!photo) {
      setError(PHOTO_MESSAGES.noPhoto);
      return;
    }
    show('reading');
    const controller = new AbortController();
    abort.current = controller;
    const upload = { blob: photo.blob, filetype: photo.filetype, filename: buildPhotoName(uid, photo.filetype) };
    try {
      const link = await api.askUploadLink(upload.filename, upload.filetype, controller.signal);
      await api.uploadPhoto(link, upload, controller.signal);
      const text = await api.generateText(upload, lang, controller.signal);
      onText(text);
      // Spec §4 step 5: the camera use is counted once the text is in the box.
      onCameraCount(await api.spendCameraUse(uid).catch(() => 0));
      onClose();
    } catch (failure) {
      if (controller.signal.aborted) return;
      // Spec §8: upload link errors are only logged; the student reads that the photo could not be read.
      console.error('scatta e traduci:', failure);
      setStep('chosen');
      setError(describePhotoError(failure));
    }
  };

  return (
    <Modal title="Scatta e traduci" onClose={onClose}>
      <div className="upload-modal">
        <p className="upload-modal__prompt">{PHOTO_MESSAGES.selectArea}</p>
        {step === 'choose' && <PhotoPicker onFile={choose} />}
        {photo && step === 'crop' && <CropStep url={photo.url} imageRef={imageRef} onComplete={setCrop} />}
        {photo && step !== 'choose' && step !== 'crop' && (
          <div className="upload-modal__preview">
            <img
              ref={imageRef}
              src={photo.url}
              alt="La foto scelta"
              className="upload-modal__image"
              style={step === 'rotate' ? { transform: `rotate(${rotation}deg)` } : undefined}
              onError={() => !heic && setError(PHOTO_MESSAGES.editFailed)}
            />
          </div>
        )}
        {step === 'rotate' && <p className="upload-modal__status" role="status">Rotazione: {rotation}°</p>}
        {heic && step === 'chosen' && <p className="upload-modal__note">{PHOTO_MESSAGES.heicNoEdit}</p>}
        {step === 'reading' && <p className="upload-modal__status" role="status">Versio sta leggendo la foto…</p>}
        <div aria-live="polite">{error && <p className="upload-modal__error" role="alert">{error}</p>}</div>
        <div className="upload-modal__actions">
          {step === 'choose' && (
            <button type="button" className="button" onClick={() => void upload()}>Carica!</button>
          )}
          {step === 'chosen' && (
            <>
              <button type="button" className="button button--secondary" disabled={heic} onClick={() => { setCrop(null); show('crop'); }}>Ritaglia</button>
              <button type="button" className="button button--secondary" disabled={heic} onClick={() => show('rotate')}>Ruota</button>
              <button type="button" className="button button--secondary" onClick={() => { setPhoto(null); show('choose'); }}>Cambia foto</button>
              <button type="button" className="button" onClick={() => void upload()}>Carica!</button>
            </>
          )}
          {step === 'crop' && (
            <button type="button" className="button" onClick={() => void confirmCrop()}>Conferma Ritaglio</button>
          )}
          {step === 'rotate' && (
            <>
              <button type="button" className="button button--secondary" onClick={() => setRotation(nextRotation)}>Ruota</button>
              <button type="button" className="button" onClick={() => void confirmRotation()}>Conferma Rotazione</button>
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}
