import sharp from 'sharp';

export interface UploadLimits {
  maxBytes: number;
  maxPixels: number;
}

export type UploadProblem = 'not-an-image' | 'broken-image' | 'too-many-pixels' | 'too-large';

export class UploadRejected extends Error {
  constructor(
    readonly problem: UploadProblem,
    message: string,
  ) {
    super(message);
  }
}

const FORMATS = new Set(['png', 'jpeg', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface NormalisedUpload {
  /** Re-encoded PNG without any metadata (EXIF, GPS, ICC comments ...), orientation applied. */
  png: Buffer;
  /** Small web copy. */
  webp: Buffer;
  width: number;
  height: number;
  sourceFormat: string;
}

/**
 * An uploaded picture is untrusted: check it is a real, whole image within the pixel limit (read
 * from the header before decoding, so a decompression bomb is never expanded), then re-encode it
 * so nothing of the original file but its pixels is kept.
 */
export async function normaliseUpload(
  bytes: Buffer,
  limits: UploadLimits,
  previewPx = 768,
): Promise<NormalisedUpload> {
  if (bytes.length > limits.maxBytes) {
    throw new UploadRejected(
      'too-large',
      `The image is larger than ${Math.floor(limits.maxBytes / 1048576)} MB.`,
    );
  }
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new UploadRejected('not-an-image', 'The file is not an image (PNG, JPEG, WebP or GIF).');
  }
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new UploadRejected('not-an-image', 'The file is not an image (PNG, JPEG, WebP or GIF).');
  }
  if (meta.width * meta.height > limits.maxPixels) {
    throw new UploadRejected(
      'too-many-pixels',
      `The image is too large (${meta.width}×${meta.height} pixels); the most is ${limits.maxPixels.toLocaleString('en-US')} pixels.`,
    );
  }
  try {
    // failOn 'truncated' turns a cut-off file into an error instead of a half-grey picture.
    const input = () =>
      sharp(bytes, {
        limitInputPixels: limits.maxPixels,
        failOn: 'truncated',
        animated: false,
      }).rotate();
    const [png, webp] = await Promise.all([
      input().png({ compressionLevel: 6 }).toBuffer({ resolveWithObject: true }),
      input()
        .resize(previewPx, previewPx, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer(),
    ]);
    return {
      png: png.data,
      webp,
      width: png.info.width,
      height: png.info.height,
      sourceFormat: meta.format,
    };
  } catch {
    throw new UploadRejected(
      'broken-image',
      'The image is damaged or incomplete; please upload it again.',
    );
  }
}

/** `data:image/png;base64,....` → bytes; null when it is not a base64 data URL. */
export function decodeDataUrl(value: string): { mime: string; bytes: Buffer } | null {
  const m = /^data:([a-z0-9.+/-]+)?(;[a-z0-9=.-]+)*;base64,/i.exec(value);
  if (!m) return null;
  const b64 = value.slice(m[0].length);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) return null;
  return { mime: (m[1] ?? '').toLowerCase(), bytes: Buffer.from(b64, 'base64') };
}
