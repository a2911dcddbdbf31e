import type { Illustration } from '@shop/contracts';
import type { StoryIllustrationEntity } from '@shop/db';
import { fileUrl, isStorageKey, previewKeyOf } from '@shop/storage';

/** The web copy sits beside the print file under the same random name (see @shop/storage). */
export { previewKeyOf };

export function toIllustrationDto(row: StoryIllustrationEntity): Illustration {
  // Rows always hold storage keys; anything else (a legacy data URL) is passed through as is.
  const stored = isStorageKey(row.imageData);
  return {
    id: row.id,
    storyId: row.storyId,
    imageUrl: stored
      ? fileUrl(row.printReady ? row.imageData : previewKeyOf(row.imageData))
      : row.imageData,
    previewUrl: stored ? fileUrl(previewKeyOf(row.imageData)) : row.imageData,
    printReady: row.printReady,
    source: row.source,
    pageNumber: row.pageNumber,
    pageContent: row.pageContent,
    sequenceOrder: row.sequenceOrder,
    createdAt: row.createdAt.toISOString(),
  };
}
