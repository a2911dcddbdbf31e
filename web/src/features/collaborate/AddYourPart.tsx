import * as Tabs from '@radix-ui/react-tabs';
import {
  COLLABORATION_TEXTS,
  CONTRIBUTION_MAX_LENGTH,
  type ContributorType,
  currentPromptFor,
  ideaCategoryOf,
  ideaFor,
  MESSAGES,
  type PromptView,
} from '@shop/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { errorMessage, isAppError } from '../../api/errors';
import { useToast } from '../../components/Toaster';
import { type CollaborativeKey, useAddContributionMutation } from './collaborateApi';

const ROLES: { value: ContributorType; label: string }[] = [
  { value: 'parent', label: 'Parent' },
  { value: 'child', label: 'Child' },
];

/** A writer's unsent text survives a reload of the page (this tab only). */
function useDraft(key: string): [string, (v: string) => void] {
  const [value, setValue] = useState(() => {
    try {
      return sessionStorage.getItem(key) ?? '';
    } catch {
      return '';
    }
  });
  useEffect(() => {
    try {
      if (value) sessionStorage.setItem(key, value);
      else sessionStorage.removeItem(key);
    } catch {
      // private mode: the draft lives in memory only
    }
  }, [key, value]);
  return [value, setValue];
}

export interface AddYourPartProps {
  collab: CollaborativeKey;
  prompts: readonly PromptView[];
  childName: string;
  animal: string;
}

/** "Add Your Part": Parent and Child tabs, each with its current prompt and a text area. */
export function AddYourPart({ collab, prompts, childName, animal }: AddYourPartProps) {
  const id = useId();
  // Open on the tab of whoever's turn is next; after that the writer chooses.
  const [role, setRole] = useState<ContributorType>(() => {
    const next = prompts.find((p) => !p.completed);
    return next?.targetContributor === 'child' ? 'child' : 'parent';
  });

  return (
    <section className="ct-card ct-add" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ct-section-title">
        Add Your Part
      </h2>
      <Tabs.Root value={role} onValueChange={(v) => setRole(v as ContributorType)}>
        <Tabs.List className="ct-tabs" aria-label="Who is writing?">
          {ROLES.map((r) => (
            <Tabs.Trigger key={r.value} value={r.value} className="ct-tabs__trigger">
              {r.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ROLES.map((r) => (
          <Tabs.Content key={r.value} value={r.value} className="ct-tabs__content">
            <RolePanel
              collab={collab}
              role={r.value}
              label={r.label}
              prompt={currentPromptFor(prompts, r.value)}
              childName={childName}
              animal={animal}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}

interface RolePanelProps {
  collab: CollaborativeKey;
  role: ContributorType;
  label: string;
  prompt: PromptView | undefined;
  childName: string;
  animal: string;
}

function RolePanel({ collab, role, label, prompt, childName, animal }: RolePanelProps) {
  const id = useId();
  const toast = useToast();
  const [draft, setDraft] = useDraft(`collaborate:${collab.storyId}:${role}`);
  const [conflict, setConflict] = useState(false);
  const [add, { isLoading }] = useAddContributionMutation();

  if (!prompt) {
    return (
      <p className="ct-add__done">
        All of the {role === 'parent' ? "parent's" : "child's"} parts are written. The story updates
        here as soon as the other writer adds theirs.
      </p>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading || !prompt) return;
    if (!draft.trim()) {
      toast({
        title: MESSAGES.contribution.emptyTitle,
        description: MESSAGES.contribution.emptyDescription,
        variant: 'destructive',
      });
      return;
    }
    try {
      await add({
        storyId: collab.storyId,
        token: collab.token,
        contributorType: role,
        content: draft,
        promptId: prompt.id,
      }).unwrap();
      setDraft('');
      setConflict(false);
      toast({ title: COLLABORATION_TEXTS.contributionAdded });
    } catch (err) {
      // The text stays in the box whatever happened: nothing a writer typed is lost.
      setConflict(isAppError(err) && err.status === 409);
      toast({
        title: COLLABORATION_TEXTS.contributionError,
        description: errorMessage(err),
        variant: 'destructive',
      });
    }
  }

  function onIdea() {
    if (draft.trim() || !prompt) return;
    setDraft(ideaFor(ideaCategoryOf(prompt.promptType), childName, animal));
  }

  return (
    <form className="ct-add__form" onSubmit={onSubmit} noValidate>
      <p className="ct-add__prompt" id={`${id}-prompt`}>
        <span className="ct-add__prompt-label">{label}&apos;s prompt:</span> {prompt.promptText}
      </p>
      <label htmlFor={`${id}-text`} className="ct-visually-hidden">
        {label}&apos;s part of the story
      </label>
      <textarea
        id={`${id}-text`}
        className="ct-textarea"
        aria-describedby={`${id}-prompt`}
        value={draft}
        maxLength={CONTRIBUTION_MAX_LENGTH}
        placeholder={
          role === 'child' ? 'Write (or tell a grown-up) what happens...' : 'Write what happens...'
        }
        onChange={(e) => setDraft(e.target.value)}
      />
      {conflict ? (
        <p className="ct-add__conflict" role="status">
          {COLLABORATION_TEXTS.promptTaken}
        </p>
      ) : null}
      <div className="ct-form__actions">
        <button
          type="button"
          className="ct-button ct-button--secondary"
          onClick={onIdea}
          disabled={!!draft.trim()}
        >
          Need an idea?
        </button>
        <button type="submit" className="ct-button" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? 'Adding...' : 'Add My Part'}
        </button>
      </div>
    </form>
  );
}
