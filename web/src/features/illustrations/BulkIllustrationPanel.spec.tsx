import type { BulkIllustrationRun } from '@shop/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mutationHook } from '../../../test/mutations';
import { renderWithApp } from '../../../test/render';
import { BulkIllustrationPanel } from './BulkIllustrationPanel';

const runQuery = jest.fn();
const runState = jest.fn();
const start = jest.fn();
const cancel = jest.fn();
jest.mock('./illustrationsApi', () => ({
  FINAL_RUN_STATES: ['completed', 'cancelled'],
  illustrationsApi: {
    endpoints: { bulkIllustrationRun: { useQueryState: (...a: unknown[]) => runState(...a) } },
  },
  useBulkIllustrationRunQuery: (...a: unknown[]) => runQuery(...a),
  useStartBulkIllustrationsMutation: () => mutationHook(start)(),
  useCancelBulkIllustrationsMutation: () => mutationHook(cancel)(),
}));

const run = (over: Partial<BulkIllustrationRun>): BulkIllustrationRun => ({
  runId: 'r1',
  state: 'running',
  stories: 2,
  total: 24,
  done: 6,
  failed: 0,
  ...over,
});

/** The run's answers: nothing until a run was started (skipToken), then `r`. */
function serve(r: BulkIllustrationRun) {
  const answer = (arg: unknown) => ({ data: arg === 'r1' ? r : undefined });
  runState.mockImplementation(answer);
  runQuery.mockImplementation(answer);
}

const renderPanel = (storyIds?: string[]) =>
  renderWithApp(<BulkIllustrationPanel storyIds={storyIds} />, { route: '/admin', path: '/admin' });

describe('bulk illustration panel', () => {
  beforeEach(() => jest.clearAllMocks());

  it('starts a run over paid stories without a full set and shows its progress, polling while it runs', async () => {
    serve(run({ done: 9, failed: 1 }));
    start.mockResolvedValue(run({ state: 'queued', total: 0, done: 0 }));
    const user = userEvent.setup();
    renderPanel();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Illustrate paid stories without a full set' }),
    );
    expect(start).toHaveBeenCalledWith({ filter: 'paid-without-full-set' });
    await screen.findByRole('progressbar');
    expect(screen.getByRole('progressbar', { name: 'Bulk illustration progress' })).toHaveAttribute(
      'value',
      '10',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Drawing... 9 done, 1 failed, 24 pictures for 2 stories (42%)',
    );
    const [arg, opts] = runQuery.mock.calls.at(-1)!;
    expect(arg).toBe('r1');
    expect(opts).toMatchObject({ pollingInterval: 1500 });
    expect(
      screen.getByRole('button', { name: 'Illustrate paid stories without a full set' }),
    ).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledWith('r1');
  });

  it('stops polling and offers a new run once the run is final', async () => {
    serve(run({ state: 'cancelled', done: 4 }));
    start.mockResolvedValue(run({ state: 'queued' }));
    const user = userEvent.setup();
    renderPanel(['a', 'b', 'c']);
    await user.click(screen.getByRole('button', { name: 'Illustrate 3 selected stories' }));
    expect(start).toHaveBeenCalledWith({ storyIds: ['a', 'b', 'c'] });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(runQuery.mock.calls.at(-1)![1]).toMatchObject({ pollingInterval: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('Cancelled 4 done');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Illustrate 3 selected stories' })).toBeEnabled();
  });
});
