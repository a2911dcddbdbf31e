import { containsProfanity, generateStoryRequestSchema, stripMarkup } from './safety';
import { MESSAGES } from './messages';

describe('containsProfanity', () => {
  it.each(['fuck', 'You are a bitch', 'sh1t happens', 'FuCk', 'BULLSHIT', 'Fuuuuck'])(
    'flags %p',
    (text) => expect(containsProfanity(text)).toBe(true),
  );

  it.each([
    'Mia',
    'Dick',
    'Cassandra',
    'Scunthorpe',
    'Dickens',
    'Hancock',
    'Analise',
    'Pissarro',
    'Cummings',
    'Titus',
    'Essex',
    'Shitake mushrooms',
    'Mary-Jane O\u2019Neil',
    'Zoë',
    '\u674e\u534e',
  ])('lets %p pass', (text) => expect(containsProfanity(text)).toBe(false));
});

describe('stripMarkup', () => {
  it('removes tags, scripts, styles and comments', () => {
    expect(stripMarkup('<b>Mia</b>')).toBe('Mia');
    expect(stripMarkup('Hi <script>alert(1)</script>there')).toBe('Hi there');
    expect(stripMarkup('<style>p{}</style><!-- x -->Leo <img src=x onerror=alert(1)>')).toBe('Leo');
    expect(stripMarkup('a <unclosed')).toBe('a');
  });
  it('decodes common entities without re-creating tags', () => {
    expect(stripMarkup('Tom &amp; Jerry')).toBe('Tom & Jerry');
    expect(stripMarkup('&lt;script&gt;x')).toBe('scriptx');
    expect(stripMarkup('2 < 3 > 1')).toBe('2 3 1');
  });
  it('leaves plain text alone', () => {
    expect(stripMarkup("Anna's fox, the best!")).toBe("Anna's fox, the best!");
  });
});

describe('childNameSchema rejects profanity', () => {
  const base = { animal: 'fox', theme: 'kindness', ageRange: 'preschool', wordCount: 1200 };
  it('rejects a profane name with the clear message', () => {
    const r = generateStoryRequestSchema.safeParse({ ...base, childName: 'Shithead' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(MESSAGES.story.childNameNotAllowed);
    expect(r.error?.issues[0]?.path).toEqual(['childName']);
  });
  it.each(['Dick', 'Cassandra', 'Mia', 'Anne-Marie'])('accepts %p', (childName) => {
    expect(generateStoryRequestSchema.safeParse({ ...base, childName }).success).toBe(true);
  });
});
