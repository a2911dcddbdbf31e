import { CHECKOUT_TEXTS, themeLabel } from '@shop/contracts';
import { BUILTIN_COVER, type Box, coverLayout, inset, SAFETY_PT } from './geometry';
import { animalPhrase } from './interior';
import { paletteFor } from './style';
import { bookText, finish, newDocument, Typesetter } from './typesetter';
import type { BookInput, CoverImages } from './types';
import type { CoverDimensions } from './book-files';

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
}

/**
 * The back cover's few words about the book, true of it: `pictures` is how many pictures its
 * story pages show (the blurb counts them rather than promising one on every page).
 */
export function coverBlurb(input: BookInput, pictures: number): string {
  const child = bookText(input.childName);
  const theme = themeLabel(input.theme).toLowerCase();
  const written = input.collaboration
    ? `Written together by ${child} and a grown-up who loves them`
    : `Written just for ${child}`;
  const drawn =
    pictures > 0
      ? `, with ${pictures} full-colour ${pictures === 1 ? 'picture' : 'pictures'} of the adventure`
      : '';
  return `Join ${child} and ${animalPhrase(input)} in a story about ${theme}. ${written}${drawn}: a one-of-a-kind book to read together again and again.`;
}

/**
 * The one-piece wrap cover: back panel, spine, front panel, sized from the print service's
 * cover dimensions when given, else the built-in 24-page casewrap size. Title, the child's name
 * and the cover picture in front; the blurb (and the back-cover picture, if any) behind.
 */
export async function buildCover(
  input: BookInput,
  dims: CoverDimensions | null | undefined,
  images: CoverImages = {},
  /** Pictures on the story pages of the interior this cover goes with. */
  interiorPictures = 0,
): Promise<Buffer> {
  const size = dims ?? BUILTIN_COVER;
  const layout = coverLayout(size);
  const p = paletteFor(input.animal);
  const doc = newDocument([layout.widthPt, layout.heightPt], {
    title: `${input.title} (cover)`,
    subject: `${CHECKOUT_TEXTS.specialStoryFor} ${input.childName}`,
    author: input.shopName,
  });
  doc.addPage({ size: [layout.widthPt, layout.heightPt], margin: 0 });
  const ts = new Typesetter(doc);
  const page = doc.page as unknown as { dictionary: { data: Record<string, unknown> } };
  page.dictionary.data.BleedBox = [0, 0, layout.widthPt, layout.heightPt];

  // Background: the animal's colour all round; the spine a shade darker.
  doc.save().rect(0, 0, layout.widthPt, layout.heightPt).fill(p.primary).restore();
  const { spine, front } = layout;
  if (spine.width > 0) {
    doc.save().rect(spine.x, spine.y, spine.width, spine.height).fill(p.ink).restore();
  }

  // Front: the cover picture over the whole panel (into the wrap), title and name on bands.
  if (images.front) {
    doc.save().rect(front.x, front.y, front.width, front.height).clip();
    doc.image(asBuffer(images.front), front.x, front.y, {
      cover: [front.width, front.height],
      align: 'center',
      valign: 'center',
    });
    doc.restore();
  }
  const frontSafe = inset(layout.frontTrim, SAFETY_PT);
  const title = bookText(input.title) || 'My Story';
  const titleFont = ts.displayFont(title);
  const t = ts.fit(titleFont, title, frontSafe.width - 40, 3, 46, 24);
  const titleLh = t.size * 1.18;
  const band = (box: Box) =>
    doc
      .save()
      .roundedRect(box.x, box.y, box.width, box.height, 22)
      .fillOpacity(0.88)
      .fill(p.paper)
      .restore();
  const titleBand: Box = {
    x: frontSafe.x,
    y: frontSafe.y,
    width: frontSafe.width,
    height: t.lines.length * titleLh + 36,
  };
  band(titleBand);
  ts.draw(titleFont, t.size, p.ink, t.lines, frontSafe, titleBand.y + 18, titleLh);

  const child = bookText(input.childName);
  const lead = ts.fit(
    'bodyItalic',
    CHECKOUT_TEXTS.specialStoryFor,
    frontSafe.width - 40,
    1,
    20,
    14,
  );
  const nameFont = ts.displayFont(child);
  const n = ts.fit(nameFont, child, frontSafe.width - 40, 1, 34, 18);
  const nameHeight = lead.size * 1.4 + n.size * 1.2 + 32;
  const nameBand: Box = {
    x: frontSafe.x + 40,
    y: frontSafe.y + frontSafe.height - nameHeight,
    width: frontSafe.width - 80,
    height: nameHeight,
  };
  band(nameBand);
  ts.draw(
    'bodyItalic',
    lead.size,
    p.softInk,
    lead.lines,
    frontSafe,
    nameBand.y + 14,
    lead.size * 1.4,
  );
  ts.draw(
    nameFont,
    n.size,
    p.primaryInk,
    n.lines,
    frontSafe,
    nameBand.y + 14 + lead.size * 1.4,
    n.size * 1.2,
  );

  // Back: the back-cover picture framed (if any) and the blurb.
  const backSafe = inset(layout.backTrim, SAFETY_PT);
  let y = backSafe.y + 20;
  if (images.back) {
    const side = Math.min(250, backSafe.width);
    const box: Box = { x: backSafe.x + (backSafe.width - side) / 2, y, width: side, height: side };
    doc.save().roundedRect(box.x, box.y, box.width, box.height, 18).clip();
    doc.image(asBuffer(images.back), box.x, box.y, {
      cover: [side, side],
      align: 'center',
      valign: 'center',
    });
    doc.restore();
    doc.save().lineWidth(5).roundedRect(box.x, box.y, side, side, 18).stroke(p.paper).restore();
    y += side + 30;
  } else {
    y += 90;
  }
  const blurb = ts.fit('body', coverBlurb(input, interiorPictures), backSafe.width - 60, 8, 17, 11);
  const blurbLh = blurb.size * 1.45;
  const blurbBox: Box = {
    x: backSafe.x + 10,
    y,
    width: backSafe.width - 20,
    height: blurb.lines.length * blurbLh + 40,
  };
  band(blurbBox);
  ts.draw('body', blurb.size, p.ink, blurb.lines, backSafe, y + 20, blurbLh);
  // The back panel's lower part stays clear for the printer's barcode.
  return finish(doc);
}
