import { BULK_POLL_INTERVAL_MS } from '@shop/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useToast } from '../../components/Toaster';
import { describeError } from '../../api/errors';
import {
  FINAL_RUN_STATES,
  illustrationsApi,
  useBulkIllustrationRunQuery,
  useCancelBulkIllustrationsMutation,
  useStartBulkIllustrationsMutation,
} from './illustrationsApi';
import './illustrations.css';

const STATE_LABELS: Record<string, string> = {
  queued: 'Planning...',
  running: 'Drawing...',
  completed: 'Finished',
  cancelling: 'Cancelling...',
  cancelled: 'Cancelled',
};

/**
 * The operator's bulk illustration run: fill every paid order's story that lacks a full set, or the
 * chosen stories; a progress bar with done / failed / total, and cancel.
 */
export function BulkIllustrationPanel({ storyIds }: { storyIds?: string[] }) {
  const toast = useToast();
  const [runId, setRunId] = useState<string | null>(null);
  const [start, { isLoading: starting }] = useStartBulkIllustrationsMutation();
  const [cancel, { isLoading: cancelling }] = useCancelBulkIllustrationsMutation();
  // Polls while the run goes on; once it is final the last answer stays on screen.
  const { data: seen } = illustrationsApi.endpoints.bulkIllustrationRun.useQueryState(
    runId ?? skipToken,
  );
  const final = seen ? FINAL_RUN_STATES.includes(seen.state) : false;
  const { data: run } = useBulkIllustrationRunQuery(runId ?? skipToken, {
    pollingInterval: final ? 0 : BULK_POLL_INTERVAL_MS,
    skipPollingIfUnfocused: false,
  });
  const active = runId !== null && !final;

  async function onStart() {
    try {
      const started = await start(
        storyIds?.length ? { storyIds } : { filter: 'paid-without-full-set' },
      ).unwrap();
      setRunId(started.runId);
    } catch (err) {
      toast({
        title: 'Bulk illustration failed to start',
        description: describeError(err, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  async function onCancel(id: string) {
    try {
      await cancel(id).unwrap();
    } catch (err) {
      toast({
        title: 'Could not cancel the bulk run',
        description: describeError(err, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  const finished = run ? run.done + run.failed : 0;
  const percent = run && run.total > 0 ? Math.round((finished / run.total) * 100) : 0;

  return (
    <section className="bulk-illustrations" aria-label="Bulk illustrations">
      <div className="illustration-manager__header">
        <h2>Bulk illustrations</h2>
        <button
          type="button"
          className="admin-button admin-button--primary"
          onClick={() => void onStart()}
          disabled={starting || active}
        >
          {storyIds?.length
            ? `Illustrate ${storyIds.length} selected ${storyIds.length === 1 ? 'story' : 'stories'}`
            : 'Illustrate paid stories without a full set'}
        </button>
        {runId && active ? (
          <button
            type="button"
            className="admin-button"
            onClick={() => void onCancel(runId)}
            disabled={cancelling || run?.state === 'cancelling'}
          >
            Cancel
          </button>
        ) : null}
      </div>
      {run ? (
        <div className="bulk-illustrations__progress">
          <progress
            max={Math.max(run.total, 1)}
            value={finished}
            aria-label="Bulk illustration progress"
          />
          <p role="status">
            {STATE_LABELS[run.state] ?? run.state} {run.done} done, {run.failed} failed, {run.total}{' '}
            pictures for {run.stories} {run.stories === 1 ? 'story' : 'stories'} ({percent}%)
          </p>
        </div>
      ) : null}
    </section>
  );
}
