import sharp from 'sharp';
import { bandTop, bandTops } from './focus';

/** A 400 px square of plain sky with a figure (a face, outlined, a striped shirt) at `y`. */
async function pictureWithFigureAt(y: number): Promise<Buffer> {
  const figure = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" fill="#bfe3f5"/>
    <g transform="translate(200 ${y})" stroke="#2b1d16" stroke-width="4">
      <circle r="34" fill="#e0a070"/>
      <circle cx="-12" cy="-6" r="4" fill="#2b1d16"/><circle cx="12" cy="-6" r="4" fill="#2b1d16"/>
      <rect x="-40" y="36" width="80" height="60" fill="#d62828"/>
      <path d="M -40 56 h 80 M -40 76 h 80" stroke="#ffd166" stroke-width="8"/>
    </g></svg>`;
  return sharp(Buffer.from(figure)).png().toBuffer();
}

describe('where a band is cut from a picture', () => {
  it('keeps the figures standing low in the picture (a cut from the middle loses them)', async () => {
    const band = await bandTop(await pictureWithFigureAt(300), 2);
    // The figure spans about 266-396 of 400: the half-height band must hold it.
    expect(band.top * 400).toBeLessThanOrEqual(266);
    expect(band.top * 400 + 200).toBeGreaterThanOrEqual(390);
    expect(band.ratio).toBe(1);
  });

  it('keeps figures high in the picture too', async () => {
    const band = await bandTop(await pictureWithFigureAt(60), 2);
    expect(band.top * 400).toBeLessThanOrEqual(26);
  });

  it('looks only at the pages asked for, and leaves close-ups to the middle', async () => {
    const low = await pictureWithFigureAt(300);
    const images = { [-1]: low, 0: low, 1: low, 2: low };
    const tops = await bandTops({ closeUps: [false, true, false] }, images, [0, 1], 2);
    expect(Object.keys(tops)).toEqual(['0']);
    expect(tops[0]!.top).toBeGreaterThan(0.3);
  });
});
