import { InitialSchema1763700000000 } from './1763700000000-initial-schema';
import { Admin1763700200000 } from './1763700200000-admin';
import { Checkout1763700300000 } from './1763700300000-checkout';
import { OrderTabCounts1763700400000 } from './1763700400000-order-tab-counts';
import { OrderHistoryTrigger1763700500000 } from './1763700500000-order-history-trigger';
import { BookFiles1763700600000 } from './1763700600000-book-files';
import { Print1763700700000 } from './1763700700000-print';
import { OrderMailAndStatus1763700800000 } from './1763700800000-order-mail-and-status';
import { ChildProfile1763700900000 } from './1763700900000-child-profile';
import { StoryCompanionName1763701000000 } from './1763701000000-story-companion-name';
import { AutomaticPictures1763701100000 } from './1763701100000-automatic-pictures';
import { BookBuildOutcome1763701200000 } from './1763701200000-book-build-outcome';
import { PrintProvider1763701200001 } from './1763701200001-print-provider';
import { DropUsers1763701200002 } from './1763701200002-drop-users';
import { NewsletterWelcome1763701500000 } from './1763701500000-newsletter-welcome';
import { CountryCodes1763702000000 } from './1763702000000-country-codes';
import { StoryChangedNotify1763702100000 } from './1763702100000-story-changed-notify';
import { StoryDedication1763702200000 } from './1763702200000-story-dedication';
import { StoryVersions1763702300000 } from './1763702300000-story-versions';
import { BookBuildError1763702460000 } from './1763702460000-book-build-error';
import { FamilyDataRetention1763702900000 } from './1763702900000-family-data-retention';
import { MyStoriesLinks1763703000000 } from './1763703000000-my-stories-links';
import { TaxTransactions1763703200000 } from './1763703200000-tax-transactions';

/** In order. Listed as classes (not globs) so source (tests) and dist (production) load the same set. */
export const MIGRATIONS = [
  InitialSchema1763700000000,
  Admin1763700200000,
  Checkout1763700300000,
  OrderTabCounts1763700400000,
  OrderHistoryTrigger1763700500000,
  BookFiles1763700600000,
  Print1763700700000,
  OrderMailAndStatus1763700800000,
  ChildProfile1763700900000,
  StoryCompanionName1763701000000,
  AutomaticPictures1763701100000,
  BookBuildOutcome1763701200000,
  PrintProvider1763701200001,
  DropUsers1763701200002,
  NewsletterWelcome1763701500000,
  CountryCodes1763702000000,
  StoryChangedNotify1763702100000,
  StoryDedication1763702200000,
  StoryVersions1763702300000,
  BookBuildError1763702460000,
  FamilyDataRetention1763702900000,
  MyStoriesLinks1763703000000,
  TaxTransactions1763703200000,
];
