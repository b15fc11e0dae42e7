import { useState, type RefObject } from 'react';
import { centerCrop, makeAspectCrop, ReactCrop, type Crop, type PixelCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { INITIAL_CROP, NUDGE_STEPS } from '../model/photo-rules';

// Keyboard nudges of spec §9: arrows 1 px, with Shift 10, with Ctrl/⌘ 100.
ReactCrop.nudgeStep = NUDGE_STEPS.small;
ReactCrop.nudgeStepMedium = NUDGE_STEPS.medium;
ReactCrop.nudgeStepLarge = NUDGE_STEPS.large;

const ARIA_LABELS = {
  cropArea: 'Area da ritagliare: usa le frecce per spostarla (Maiusc ×10, Ctrl ×100)',
  nwDragHandle: 'Angolo in alto a sinistra: usa le frecce per ridimensionare',
  nDragHandle: 'Lato superiore: usa le frecce per ridimensionare',
  neDragHandle: 'Angolo in alto a destra: usa le frecce per ridimensionare',
  eDragHandle: 'Lato destro: usa le frecce per ridimensionare',
  seDragHandle: 'Angolo in basso a destra: usa le frecce per ridimensionare',
  sDragHandle: 'Lato inferiore: usa le frecce per ridimensionare',
  swDragHandle: 'Angolo in basso a sinistra: usa le frecce per ridimensionare',
  wDragHandle: 'Lato sinistro: usa le frecce per ridimensionare',
};

type Props = {
  url: string;
  imageRef: RefObject<HTMLImageElement | null>;
  onComplete: (crop: PixelCrop | null) => void;
};

/** Spec §9: the crop starts as a centred square (aspect 1) as wide as the photo (width 100 %). */
export function CropStep({ url, imageRef, onComplete }: Props) {
  const [crop, setCrop] = useState<Crop>();
  return (
    <ReactCrop
      crop={crop}
      onChange={(_pixels, percent) => setCrop(percent)}
      onComplete={(pixels) => onComplete(pixels.width > 0 && pixels.height > 0 ? pixels : null)}
      ariaLabels={ARIA_LABELS}
      keepSelection
    >
      <img
        ref={imageRef}
        src={url}
        alt="La foto da ritagliare"
        className="upload-modal__image"
        onLoad={(event) => {
          const { width, height } = event.currentTarget;
          const initial = centerCrop(makeAspectCrop({ unit: INITIAL_CROP.unit, width: INITIAL_CROP.width }, INITIAL_CROP.aspect, width, height), width, height);
          setCrop(initial);
          const px = (share: number, of: number) => Math.round((share * of) / 100);
          onComplete({ unit: 'px', x: px(initial.x, width), y: px(initial.y, height), width: px(initial.width, width), height: px(initial.height, height) });
        }}
      />
    </ReactCrop>
  );
}
