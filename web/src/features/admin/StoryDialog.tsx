import * as Dialog from '@radix-ui/react-dialog';
import { type AdminOrder, animalLabel, splitParagraphs, themeLabel } from '@shop/contracts';
import { useState } from 'react';
import { IllustrationManager } from '../illustrations';
import { useGetStoryQuery } from '../stories';
import './storyDialog.css';

type OrderStory = NonNullable<AdminOrder['story']>;

/** The story's text; only fetched while the dialog is open (the operator may read any story). */
function StoryTextSection({ storyId }: { storyId: string }) {
  const { data, isLoading, isError } = useGetStoryQuery(storyId);
  if (isLoading) return <p className="admin-muted">Loading the story...</p>;
  if (isError || !data) return <p className="admin-error">Could not load the story text.</p>;
  return (
    // Scrolls on its own so the illustration manager stays in reach; focusable for the keyboard.
    <section className="story-dialog__text" aria-label="Story text" tabIndex={0}>
      {splitParagraphs(data.content).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </section>
  );
}

/**
 * The admin order's story dialog, with the illustration manager: the
 * story and its illustrations. Full screen on a phone, closes with Escape or the close button.
 */
export function StoryDialog({ story, order }: { story: OrderStory; order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="admin-button">
          Story &amp; Illustrations
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="story-dialog__overlay" />
        <Dialog.Content className="story-dialog">
          <header className="story-dialog__header">
            <div>
              <Dialog.Title className="story-dialog__title">
                {story.title || '(untitled)'}
              </Dialog.Title>
              <Dialog.Description className="admin-muted">
                For {story.childName} · {animalLabel(story.animal)} · {themeLabel(story.theme)}
                {story.isCollaborative ? ' · collaborative' : ''}
              </Dialog.Description>
              <p className="admin-muted">
                Child: {order.childGender}, {order.childRace}
                {order.illustratorNotes ? ` · Illustrator notes: ${order.illustratorNotes}` : ''}
              </p>
            </div>
            <Dialog.Close asChild>
              <button type="button" className="admin-button" aria-label="Close">
                <span aria-hidden="true">×</span>
              </button>
            </Dialog.Close>
          </header>
          <div className="story-dialog__body">
            <StoryTextSection storyId={story.id} />
            <IllustrationManager storyId={story.id} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
