import { base } from '../../styles';
import { chunkMessage, chunkSkeleton } from '../../styles/modal.css';
import type { ChunkStatus } from './use-lazy-chunk';

export interface ChunkFallbackProps {
  /** Whether the flyout is open (nothing shows while it is closed). */
  open: boolean;
  /** The lazy chunk's state (`useLazyChunk`). */
  status: ChunkStatus;
  /** What the shopper reads when the chunk failed, and the retry button's text. */
  failedText: string;
  retryText: string;
  onRetry: () => void;
}

/**
 * What an open flyout shows until its lazy body is there: a placeholder while it loads, or, when it failed (network,
 * 120 s timeout), the flyout's message as an alert with "Try again" (which loads the chunk again).
 */
export function ChunkFallback({ open, status, failedText, retryText, onRetry }: ChunkFallbackProps) {
  if (!open) return null;
  if (status === 'failed') {
    return (
      <div className={chunkMessage} role="alert">
        <p>{failedText}</p>
        <button type="button" className={base.secondaryButton} onClick={onRetry}>
          {retryText}
        </button>
      </div>
    );
  }
  return <div className={chunkSkeleton} aria-hidden="true" />;
}
