import { BookFileEntity } from './book-file.entity';
import { CheckoutEntity } from './checkout.entity';
import { ContactMessageEntity } from './contact-message.entity';
import { FamilyAddressEntity, MyStoriesLinkEntity } from './my-stories-link.entity';
import { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';
import { OrderEventEntity } from './order-event.entity';
import { OrderEntity } from './order.entity';
import { OutboxMessageEntity } from './outbox-message.entity';
import { ProcessedWebhookEventEntity } from './processed-webhook-event.entity';
import { StoryContributionEntity } from './story-contribution.entity';
import { StoryIllustrationEntity } from './story-illustration.entity';
import { StoryPromptEntity } from './story-prompt.entity';
import { StoryVersionEntity } from './story-version.entity';
import { StoryEntity } from './story.entity';

export * from './book-file.entity';
export * from './checkout.entity';
export * from './contact-message.entity';
export * from './my-stories-link.entity';
export * from './newsletter-subscriber.entity';
export * from './order-event.entity';
export * from './order.entity';
export * from './outbox-message.entity';
export * from './processed-webhook-event.entity';
export * from './story-contribution.entity';
export * from './story-illustration.entity';
export * from './story-prompt.entity';
export * from './story-version.entity';
export * from './story.entity';

export const ENTITIES = [
  StoryEntity,
  StoryIllustrationEntity,
  OrderEntity,
  StoryPromptEntity,
  StoryContributionEntity,
  ContactMessageEntity,
  NewsletterSubscriberEntity,
  ProcessedWebhookEventEntity,
  OrderEventEntity,
  CheckoutEntity,
  OutboxMessageEntity,
  BookFileEntity,
  StoryVersionEntity,
  MyStoriesLinkEntity,
  FamilyAddressEntity,
];
