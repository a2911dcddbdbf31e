import { COLLABORATION_TEXTS, type CreatedCollaborativeStory } from '@shop/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useToast } from '../../components/Toaster';
import { copyText } from '../../components/clipboard';
import { absoluteUrl } from './absoluteUrl';

/** The new story's link: copy it and send it to the child's device, or open the page here. */
export function ShareLinkCard({ created }: { created: CreatedCollaborativeStory }) {
  const id = useId();
  const toast = useToast();
  const url = absoluteUrl(created.sharePath);

  async function onCopy() {
    if (await copyText(url)) toast({ title: COLLABORATION_TEXTS.linkCopied });
    else
      toast({
        title: 'Copy failed',
        description: 'Select the link and copy it by hand.',
        variant: 'destructive',
      });
  }

  return (
    <section className="ct-card ct-share" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="ct-share__title">
        {created.story.title}
      </h3>
      <p className="ct-share__text">
        Send this link to your child&apos;s device. You each add your parts from your own screen,
        and you&apos;ll see each other&apos;s parts appear within seconds.
      </p>
      <label htmlFor={`${id}-url`} className="ct-visually-hidden">
        Story link
      </label>
      <input
        id={`${id}-url`}
        className="ct-share__url"
        type="text"
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="ct-share__actions">
        <button type="button" className="ct-button" onClick={onCopy}>
          Share Story Link
        </button>
        <Link className="ct-button ct-button--secondary" to={created.sharePath}>
          Open Our Story
        </Link>
      </div>
    </section>
  );
}
