import { useRef, useState } from 'react';
import { LESSON_MESSAGES } from '../../../lib/messages';

type Props = { link: string; title: string; onLinkExpired: () => void };

/**
 * Spec §2: the video with controls, no autoplay, no context menu. The link is signed for a while: when
 * the video stops loading, one new link is asked for and the video goes on from where it was.
 */
export function LessonPlayer({ link, title, onLinkExpired }: Props) {
  const [failed, setFailed] = useState(false);
  const position = useRef(0);
  const renewed = useRef<string | null>(null);
  if (failed) return <p className="lesson__video-error" role="alert">{LESSON_MESSAGES.videoError}</p>;
  return (
    <video
      key={link}
      className="lesson__video"
      src={link}
      controls
      preload="metadata"
      playsInline
      controlsList="nodownload"
      aria-label={title}
      onContextMenu={(event) => event.preventDefault()}
      onTimeUpdate={(event) => {
        position.current = event.currentTarget.currentTime;
      }}
      onLoadedMetadata={(event) => {
        if (position.current > 0) event.currentTarget.currentTime = position.current;
      }}
      onError={() => {
        if (renewed.current === null) {
          renewed.current = link;
          onLinkExpired();
        } else {
          setFailed(true);
        }
      }}
    />
  );
}
