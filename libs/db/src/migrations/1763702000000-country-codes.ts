import { Logger } from '@nestjs/common';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Names (and common ways of writing them) of the countries the shop shipped to while the country
 * was free text, by ISO 3166-1 alpha-2 code. Frozen here: the migration means what it meant when
 * it ran, whatever the shop's list becomes.
 */
const NAMES: Readonly<Record<string, readonly string[]>> = {
  US: [
    'United States',
    'United States of America',
    'USA',
    'US',
    'U.S.',
    'U.S.A.',
    'America',
    'Estados Unidos',
  ],
  CA: ['Canada'],
  MX: ['Mexico', 'México'],
  GB: ['United Kingdom', 'UK', 'Great Britain', 'Britain', 'England', 'Scotland', 'Wales'],
  IE: ['Ireland', 'Republic of Ireland', 'Éire'],
  AU: ['Australia'],
  NZ: ['New Zealand'],
  AT: ['Austria', 'Österreich'],
  BE: ['Belgium', 'Belgique', 'België'],
  BG: ['Bulgaria'],
  HR: ['Croatia', 'Hrvatska'],
  CY: ['Cyprus'],
  CZ: ['Czechia', 'Czech Republic'],
  DK: ['Denmark', 'Danmark'],
  EE: ['Estonia'],
  FI: ['Finland', 'Suomi'],
  FR: ['France'],
  DE: ['Germany', 'Deutschland'],
  GR: ['Greece'],
  HU: ['Hungary'],
  IS: ['Iceland'],
  IT: ['Italy', 'Italia'],
  LV: ['Latvia'],
  LT: ['Lithuania'],
  LU: ['Luxembourg'],
  MT: ['Malta'],
  NL: ['Netherlands', 'The Netherlands', 'Holland', 'Nederland'],
  NO: ['Norway', 'Norge'],
  PL: ['Poland', 'Polska'],
  PT: ['Portugal'],
  RO: ['Romania'],
  SK: ['Slovakia'],
  SI: ['Slovenia'],
  ES: ['Spain', 'España'],
  SE: ['Sweden', 'Sverige'],
  CH: ['Switzerland', 'Schweiz', 'Suisse'],
  IL: ['Israel'],
  JP: ['Japan'],
  KR: ['South Korea', 'Korea', 'Republic of Korea'],
  SG: ['Singapore'],
  HK: ['Hong Kong'],
  BR: ['Brazil', 'Brasil'],
  CL: ['Chile'],
  ZA: ['South Africa'],
  AE: ['United Arab Emirates', 'UAE'],
};

/** Case, spaces, dots and accents do not matter: " u.s.a. " and "Unitéd States" read the same. */
const squash = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const BY_NAME = new Map<string, string>();
for (const [code, names] of Object.entries(NAMES)) {
  BY_NAME.set(squash(code), code);
  for (const name of names) BY_NAME.set(squash(name), code);
}

/** The code a stored free-text country stands for, or undefined when it names none of them. */
function legacyCountryCode(text: string): string | undefined {
  return BY_NAME.get(squash(text));
}

/**
 * Countries are stored as ISO 3166-1 alpha-2 codes from the shop's list (tax and the print
 * service read the same code). Stored names become codes, on orders and on checkouts' shipping.
 * A value that names no known country is kept as written, not guessed: the admin shows it as it
 * is, the print service refuses it with the reason, and the migration logs each such value with
 * its rows so the operator can correct the address.
 */
export class CountryCodes1763702000000 implements MigrationInterface {
  name = 'CountryCodes1763702000000';

  async up(q: QueryRunner): Promise<void> {
    const unknown: string[] = [];
    const tables = [
      { table: 'orders', column: `"shippingCountry"`, set: `"shippingCountry" = $2` },
      {
        table: 'checkouts',
        column: `"shipping"->>'country'`,
        set: `"shipping" = jsonb_set("shipping", '{country}', to_jsonb($2::text))`,
      },
    ];
    for (const { table, column, set } of tables) {
      const values: { country: string | null }[] = await q.query(
        `SELECT DISTINCT ${column} AS country FROM "${table}"`,
      );
      for (const { country } of values) {
        const code = country === null ? undefined : legacyCountryCode(country);
        if (code) {
          if (code !== country)
            await q.query(`UPDATE "${table}" SET ${set} WHERE ${column} = $1`, [country, code]);
          continue;
        }
        const rows: { id: string }[] = await q.query(
          `SELECT id::text AS id FROM "${table}" WHERE ${column} IS NOT DISTINCT FROM $1
             ORDER BY id LIMIT 20`,
          [country],
        );
        unknown.push(`${table} ${rows.map((r) => r.id).join(', ')}: ${JSON.stringify(country)}`);
      }
    }
    if (unknown.length)
      new Logger(CountryCodes1763702000000.name).warn(
        `Countries kept as written (no known country by that name; correct these addresses): ${unknown.join('; ')}`,
      );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [code, names] of Object.entries(NAMES)) {
      await q.query(`UPDATE "orders" SET "shippingCountry" = $2 WHERE "shippingCountry" = $1`, [
        code,
        names[0],
      ]);
      await q.query(
        `UPDATE "checkouts" SET "shipping" = jsonb_set("shipping", '{country}', to_jsonb($2::text))
           WHERE "shipping"->>'country' = $1`,
        [code, names[0]],
      );
    }
  }
}
