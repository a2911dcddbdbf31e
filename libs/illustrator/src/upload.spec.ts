import sharp from 'sharp';
import { decodeDataUrl, normaliseUpload, UploadRejected } from './upload';

const LIMITS = { maxBytes: 1_000_000, maxPixels: 1_000_000 };

async function rejection(bytes: Buffer, limits = LIMITS): Promise<UploadRejected> {
  try {
    await normaliseUpload(bytes, limits);
  } catch (err) {
    if (err instanceof UploadRejected) return err;
    throw err;
  }
  throw new Error('accepted');
}

describe('uploaded pictures', () => {
  it('decodes base64 data URLs and nothing else', () => {
    expect(decodeDataUrl('data:image/png;base64,aGk=')).toEqual({
      mime: 'image/png',
      bytes: Buffer.from('hi'),
    });
    expect(decodeDataUrl('data:;base64,aGk=')?.mime).toBe('');
    expect(decodeDataUrl('data:image/png,hi')).toBeNull();
    expect(decodeDataUrl('https://example.com/a.png')).toBeNull();
    expect(decodeDataUrl('data:image/png;base64,<script>')).toBeNull();
  });

  it('re-encodes to PNG without EXIF or GPS, upright, with a small WebP', async () => {
    const photo = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#336699' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'SecretCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .toBuffer();
    const source = await sharp(photo).metadata();
    expect([source.orientation, source.exif?.includes('SecretCam')]).toEqual([6, true]);
    const out = await normaliseUpload(photo, LIMITS, 16);
    const meta = await sharp(out.png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.exif).toBeUndefined();
    expect(out.png.includes(Buffer.from('SecretCam'))).toBe(false);
    // Orientation 6 (rotate 90°) is applied to the pixels, then dropped.
    expect([out.width, out.height]).toEqual([20, 40]);
    expect(out.sourceFormat).toBe('jpeg');
    const preview = await sharp(out.webp).metadata();
    expect([preview.format, Math.max(preview.width!, preview.height!)]).toEqual(['webp', 16]);
  });

  it('refuses text, SVG, truncated files, too many pixels and too many bytes', async () => {
    expect((await rejection(Buffer.from('just some text'))).problem).toBe('not-an-image');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await rejection(svg)).problem).toBe('not-an-image');
    const png = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#fff' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><circle cx="100" cy="100" r="80" fill="#f00"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    expect((await rejection(png.subarray(0, png.length - 40))).problem).toBe('broken-image');
    const wide = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    expect((await rejection(wide)).problem).toBe('too-many-pixels');
    expect((await rejection(png, { maxBytes: 100, maxPixels: 1_000_000 })).problem).toBe(
      'too-large',
    );
  });
});
