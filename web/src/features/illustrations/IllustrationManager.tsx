import { ArrowDown, ArrowUp } from 'lucide-react';
import {
  FULL_SET_PAGES,
  ILLUSTRATION_PAGE_CHOICES,
  ILLUSTRATION_TEXTS,
  type Illustration,
  illustrationPageLabel,
  illustrationPageRank,
} from '@shop/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useToast } from '../../components/Toaster';
import { describeError } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import {
  readAsDataUrl,
  useAssignIllustrationPageMutation,
  useDeleteIllustrationMutation,
  useGenerateIllustrationMutation,
  useSetIllustrationSequenceMutation,
  useStoryIllustrationsQuery,
  useUploadIllustrationMutation,
  waitForIllustrationJob,
} from './illustrationsApi';
import './illustrations.css';

const JOB_POLL_MS = 1000;

/** The page picker's value: '' for "Not assigned", else the number. */
const toValue = (page: number | null) => (page === null ? '' : String(page));
const fromValue = (value: string) => (value === '' ? null : Number(value));

function PageSelect({
  id,
  value,
  onChange,
  label,
  disabled,
}: {
  id?: string;
  value: number | null;
  onChange: (page: number | null) => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <select
      id={id}
      aria-label={label}
      value={toValue(value)}
      disabled={disabled}
      onChange={(e) => onChange(fromValue(e.target.value))}
    >
      {ILLUSTRATION_PAGE_CHOICES.map((c) => (
        <option key={c.label} value={toValue(c.value)}>
          {c.label}
        </option>
      ))}
    </select>
  );
}

/** Book order (cover, pages, back cover, then pictures on no page); moves order within a page. */
function inPageOrder(list: readonly Illustration[]): Illustration[] {
  return [...list].sort(
    (a, b) =>
      illustrationPageRank(a.pageNumber) - illustrationPageRank(b.pageNumber) ||
      a.sequenceOrder - b.sequenceOrder,
  );
}

/**
 * The illustration manager of the admin story dialog: list (in book order), upload, page
 * assignment, move up/down, delete, AI generation for a chosen page and per picture. Nothing
 * replaces or empties a page without the operator's yes. Toast words: ILLUSTRATION_TEXTS.
 */
export function IllustrationManager({ storyId }: { storyId: string }) {
  const toast = useToast();
  const ids = useId();
  const { data, isLoading, isError, refetch: refetchList } = useStoryIllustrationsQuery(storyId);
  const [upload, { isLoading: uploading }] = useUploadIllustrationMutation();
  const [assignPage] = useAssignIllustrationPageMutation();
  const [setSequence] = useSetIllustrationSequenceMutation();
  const [remove] = useDeleteIllustrationMutation();
  const [generate, { isLoading: queueing }] = useGenerateIllustrationMutation();

  const fileRef = useRef<HTMLInputElement>(null);
  const [uploadPage, setUploadPage] = useState<number | null>(null);
  const [pageText, setPageText] = useState('');
  const [waiting, setWaiting] = useState(false);
  /** The page "Generate AI Illustration" draws; null: the next page without a picture. */
  const [target, setTarget] = useState<number | null>(null);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (isError) toast({ title: ILLUSTRATION_TEXTS.loadFailed, variant: 'destructive' });
  }, [isError, toast]);

  const illustrations = inPageOrder(data ?? []);
  const holderOf = (page: number | null) =>
    page === null ? undefined : illustrations.find((i) => i.pageNumber === page);
  /** Asks before a page's picture loses its page; true when the page is free or the answer yes. */
  const mayReplace = (page: number | null, by?: Illustration) => {
    const holder = holderOf(page);
    if (!holder || holder.id === by?.id) return true;
    return window.confirm(ILLUSTRATION_TEXTS.confirmReplace(illustrationPageLabel(page)));
  };

  async function onUpload(e: FormEvent) {
    e.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file || !file.type.startsWith('image/')) {
      toast({ title: ILLUSTRATION_TEXTS.imageRequired, variant: 'destructive' });
      return;
    }
    try {
      const imageData = await readAsDataUrl(file);
      await upload({
        storyId,
        imageData,
        pageNumber: uploadPage,
        pageContent: pageText.trim() ? pageText : null,
      }).unwrap();
      toast({ title: ILLUSTRATION_TEXTS.uploaded });
      if (fileRef.current) fileRef.current.value = '';
      setPageText('');
      setUploadPage(null);
    } catch (err) {
      toast({
        title: ILLUSTRATION_TEXTS.uploadFailedTitle,
        description: describeError(err, ILLUSTRATION_TEXTS.uploadFailed),
        variant: 'destructive',
      });
    }
  }

  async function onAssign(item: Illustration, pageNumber: number | null) {
    if (!mayReplace(pageNumber, item)) return;
    try {
      await assignPage({ id: item.id, storyId, pageNumber }).unwrap();
    } catch {
      toast({
        title: ILLUSTRATION_TEXTS.updateFailedTitle,
        description: ILLUSTRATION_TEXTS.updateFailed,
        variant: 'destructive',
      });
    }
  }

  /** Moving swaps sequenceOrder with the neighbour. */
  async function onMove(index: number, direction: -1 | 1) {
    const item = illustrations[index];
    const neighbour = illustrations[index + direction];
    if (!item || !neighbour || neighbour.pageNumber !== item.pageNumber) return;
    try {
      await setSequence({ id: item.id, storyId, sequenceOrder: neighbour.sequenceOrder }).unwrap();
      toast({ title: ILLUSTRATION_TEXTS.reordered });
    } catch {
      toast({
        title: ILLUSTRATION_TEXTS.updateFailedTitle,
        description: ILLUSTRATION_TEXTS.reorderFailed,
        variant: 'destructive',
      });
    }
  }

  async function onDelete(item: Illustration) {
    // A page has one picture: deleting it empties the page, which is said with the question.
    const question =
      item.pageNumber === null
        ? ILLUSTRATION_TEXTS.confirmDelete
        : `${ILLUSTRATION_TEXTS.confirmDelete}\n\n${ILLUSTRATION_TEXTS.onlyPicture(
            illustrationPageLabel(item.pageNumber),
          )}`;
    if (!window.confirm(question)) return;
    try {
      await remove({ id: item.id, storyId }).unwrap();
    } catch {
      toast({
        title: ILLUSTRATION_TEXTS.deleteFailedTitle,
        description: ILLUSTRATION_TEXTS.deleteFailed,
        variant: 'destructive',
      });
    }
  }

  /**
   * Queues the picture for `page` (null: the next page without one), then polls its job; the
   * list refreshes and a toast names the page when it is drawn.
   */
  async function onGenerate(page: number | null) {
    if (!mayReplace(page)) return;
    const failed = (err?: unknown) =>
      toast({
        title: ILLUSTRATION_TEXTS.generationFailedTitle,
        description: err
          ? describeError(err, ILLUSTRATION_TEXTS.generationFailed)
          : ILLUSTRATION_TEXTS.generationFailed,
        variant: 'destructive',
      });
    let queued;
    try {
      queued = await generate(page === null ? { storyId } : { storyId, pageNumber: page }).unwrap();
    } catch (err) {
      failed(err);
      return;
    }
    setWaiting(true);
    try {
      const job = await waitForIllustrationJob(dispatch, queued.jobId, { intervalMs: JOB_POLL_MS });
      if (job?.state === 'completed') {
        void refetchList();
        toast({
          title: ILLUSTRATION_TEXTS.generated,
          description: ILLUSTRATION_TEXTS.generatedFor(illustrationPageLabel(queued.pageNumber)),
        });
      } else failed();
    } finally {
      setWaiting(false);
    }
  }

  const generating = queueing || waiting;

  return (
    <section className="illustration-manager" aria-label="Illustrations">
      <div className="illustration-manager__header">
        <h3>Illustrations</h3>
        <div className="illustration-manager__generate">
          <label htmlFor={`${ids}-target`}>{ILLUSTRATION_TEXTS.generateTarget}</label>
          <select
            id={`${ids}-target`}
            value={toValue(target)}
            onChange={(e) => setTarget(fromValue(e.target.value))}
          >
            <option value="">{ILLUSTRATION_TEXTS.nextEmptyPage}</option>
            {FULL_SET_PAGES.map((page) => (
              <option key={page} value={String(page)}>
                {illustrationPageLabel(page)}
              </option>
            ))}
          </select>
          <button type="button" onClick={() => void onGenerate(target)} disabled={generating}>
            {generating ? ILLUSTRATION_TEXTS.generating : ILLUSTRATION_TEXTS.generate}
          </button>
        </div>
      </div>

      {isLoading ? (
        <p>Loading illustrations...</p>
      ) : illustrations.length === 0 ? (
        <p className="illustration-manager__empty">{ILLUSTRATION_TEXTS.empty}</p>
      ) : (
        <ol className="illustration-manager__list">
          {illustrations.map((item, index) => {
            const label = illustrationPageLabel(item.pageNumber);
            return (
              <li key={item.id} className="illustration-manager__item" data-testid="illustration">
                <img
                  src={item.previewUrl}
                  alt={`Illustration ${index + 1} (${label})`}
                  width={96}
                  height={96}
                  loading="lazy"
                />
                <div className="illustration-manager__meta">
                  <PageSelect
                    label={`Page of illustration ${index + 1}`}
                    value={item.pageNumber}
                    onChange={(page) => void onAssign(item, page)}
                  />
                  {item.pageContent ? (
                    <p className="illustration-manager__text">{item.pageContent}</p>
                  ) : null}
                </div>
                <div className="illustration-manager__actions">
                  {item.pageNumber !== null ? (
                    <button
                      type="button"
                      aria-label={`${ILLUSTRATION_TEXTS.regenerate}: ${label}`}
                      disabled={generating}
                      onClick={() => void onGenerate(item.pageNumber)}
                    >
                      {ILLUSTRATION_TEXTS.regenerate}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    aria-label={`Move illustration ${index + 1} up`}
                    disabled={illustrations[index - 1]?.pageNumber !== item.pageNumber}
                    onClick={() => void onMove(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" size={16} />
                  </button>
                  <button
                    type="button"
                    aria-label={`Move illustration ${index + 1} down`}
                    disabled={illustrations[index + 1]?.pageNumber !== item.pageNumber}
                    onClick={() => void onMove(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" size={16} />
                  </button>
                  <button
                    type="button"
                    aria-label={`Delete illustration ${index + 1}`}
                    onClick={() => void onDelete(item)}
                  >
                    Delete
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}

      <form className="illustration-manager__upload" onSubmit={(e) => void onUpload(e)}>
        <label htmlFor={`${ids}-file`}>Image</label>
        <input id={`${ids}-file`} ref={fileRef} type="file" accept="image/*" />
        <label htmlFor={`${ids}-page`}>Page</label>
        <PageSelect
          id={`${ids}-page`}
          label="Page for the new illustration"
          value={uploadPage}
          onChange={setUploadPage}
        />
        <label htmlFor={`${ids}-text`}>Page text (optional)</label>
        <textarea
          id={`${ids}-text`}
          value={pageText}
          onChange={(e) => setPageText(e.target.value)}
          rows={3}
        />
        <button type="submit" disabled={uploading}>
          {uploading ? 'Uploading...' : 'Upload Illustration'}
        </button>
      </form>
    </section>
  );
}
