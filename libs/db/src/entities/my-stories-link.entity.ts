import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A "my stories" link sent by e-mail: the token is kept only as its SHA-256; it works once
 * (`usedAt`) until `expiresAt`. `requestedByVisitorId` is the browser that asked: its stories
 * come along when the link is opened.
 */
@Entity('my_stories_links')
export class MyStoriesLinkEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** Lower-cased. */
  @Column('text') email!: string;
  @Column('text', { unique: true }) tokenHash!: string;
  @Column('uuid') requestedByVisitorId!: string;
  @Column('timestamptz') expiresAt!: Date;
  @Column('timestamptz', { nullable: true }) usedAt!: Date | null;
  @Column('timestamptz', { default: () => 'now()' }) createdAt!: Date;
}

/** A visitor (browser) that proved an address by opening a link sent to it. */
@Entity('family_addresses')
export class FamilyAddressEntity {
  /** Lower-cased. */
  @PrimaryColumn('text') email!: string;
  @PrimaryColumn('uuid') visitorId!: string;
  @Column('timestamptz', { default: () => 'now()' }) provenAt!: Date;
}
