/** The plans page's dismissible warning (spec §2); renders nothing without a message. */
export function WarningBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <div className="warning-banner" role="alert">
      <p>{message}</p>
      <button type="button" className="warning-banner__close" aria-label="Chiudi avviso" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
