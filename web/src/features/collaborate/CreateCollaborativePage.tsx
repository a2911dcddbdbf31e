import { useEffect } from 'react';
import { DataNotice } from '../legal';
import { CreateTogetherForm } from './CreateTogetherForm';
import './collaborate.css';

const STEPS = [
  {
    title: 'Start the story',
    text: 'Pick the animal, the theme and the age range, then write the first lines: one part from you and one from your child.',
  },
  {
    title: 'Share the link',
    text: "Send the story's link to your child's tablet or computer. Anyone with the link can add parts, so share it only with your co-author.",
  },
  {
    title: 'Take turns',
    text: 'Each of you answers a prompt from your own screen. New parts appear on both screens within a few seconds.',
  },
  {
    title: 'Read it together',
    text: 'When every part is written, we weave your words into one story, ready to read at bedtime or print as a hardcover book.',
  },
];

/** `/create-collaborative`: what co-writing is, and the Create Together form. */
export function CreateCollaborativePage() {
  useEffect(() => {
    document.title = 'Create Together: write a story with your child | Storybook';
  }, []);
  return (
    <main className="ct-page">
      <header className="ct-intro">
        <p className="ct-eyebrow">Create Together</p>
        <h1 className="ct-intro__title">Write a story with your child</h1>
        <p className="ct-intro__lead">
          You and your child each write parts of the same story, from your own devices. It&apos;s a
          wonderful way to spark imagination, practise writing and make something you&apos;ll both
          treasure.
        </p>
      </header>
      <div className="ct-layout">
        <section className="ct-card" aria-labelledby="ct-how">
          <h2 id="ct-how" className="ct-section-title">
            How co-writing works
          </h2>
          <ol className="ct-steps">
            {STEPS.map((s) => (
              <li key={s.title}>
                <strong>{s.title}.</strong> {s.text}
              </li>
            ))}
          </ol>
        </section>
        <section className="ct-card" aria-label="Start your story">
          <DataNotice />
          <CreateTogetherForm />
        </section>
      </div>
    </main>
  );
}
