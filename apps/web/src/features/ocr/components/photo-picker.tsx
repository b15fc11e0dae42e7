import { useId, useState } from 'react';

type Props = { onFile: (file: File) => void };

/**
 * Spec §2 "Upload modal": drop a photo here or pick one. On a phone the picker opens the camera
 * (accept image/* with capture), elsewhere the files.
 */
export function PhotoPicker({ onFile }: Props) {
  const inputId = useId();
  const [over, setOver] = useState(false);
  return (
    <div
      className={over ? 'photo-picker photo-picker--over' : 'photo-picker'}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      }}
    >
      <p>Trascina qui la foto della tua versione</p>
      <label className="button photo-picker__button" htmlFor={inputId}>
        Seleziona o scatta foto
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="image/*"
        capture="environment"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
    </div>
  );
}
