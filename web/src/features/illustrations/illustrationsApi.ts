import type {
  BulkIllustrationInput,
  BulkIllustrationRun,
  GenerateIllustrationResponse,
  Illustration,
} from '@shop/contracts';
import { baseApi } from '../../api/baseApi';
import type { AppDispatch } from '../../app/store';

export interface IllustrationJob {
  jobId: string;
  state: string;
  imageUrl: string | null;
  error: string | null;
}

/** States after which a job or a bulk run changes no more: polling stops there. */
const FINAL_JOB_STATES = ['completed', 'failed'];
export const FINAL_RUN_STATES: BulkIllustrationRun['state'][] = ['completed', 'cancelled'];

const storyTag = (storyId: string) => ({ type: 'Illustrations' as const, id: storyId });

/** The operator's illustration calls: list, upload, page, order, delete, generate, jobs and bulk runs. */
export const illustrationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Admin in the dialog; also the story's owner (the story view shows the pictures). */
    storyIllustrations: build.query<Illustration[], string>({
      query: (storyId) => `/stories/${storyId}/illustrations`,
      providesTags: (_r, _e, storyId) => [storyTag(storyId)],
    }),
    uploadIllustration: build.mutation<
      Illustration,
      {
        storyId: string;
        imageData: string;
        pageNumber: number | null;
        pageContent: string | null;
      }
    >({
      query: ({ storyId, ...body }) => ({
        url: `/stories/${storyId}/custom-illustrations`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { storyId }) => [storyTag(storyId)],
    }),
    assignIllustrationPage: build.mutation<
      Illustration,
      { id: string; storyId: string; pageNumber: number | null; pageContent?: string | null }
    >({
      query: ({ id, storyId: _s, ...body }) => ({
        url: `/illustrations/${id}/page`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_r, _e, { storyId }) => [storyTag(storyId)],
    }),
    setIllustrationSequence: build.mutation<
      Illustration,
      { id: string; storyId: string; sequenceOrder: number }
    >({
      query: ({ id, sequenceOrder }) => ({
        url: `/illustrations/${id}/sequence`,
        method: 'PATCH',
        body: { sequenceOrder },
      }),
      invalidatesTags: (_r, _e, { storyId }) => [storyTag(storyId)],
    }),
    deleteIllustration: build.mutation<{ success: true }, { id: string; storyId: string }>({
      query: ({ id }) => ({ url: `/illustrations/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { storyId }) => [storyTag(storyId)],
    }),
    generateIllustration: build.mutation<
      GenerateIllustrationResponse,
      { storyId: string; pageNumber?: number }
    >({
      query: ({ storyId, pageNumber }) => ({
        url: `/admin/stories/${storyId}/illustrations`,
        method: 'POST',
        body: pageNumber === undefined ? {} : { pageNumber },
      }),
    }),
    illustrationJob: build.query<IllustrationJob, string>({
      query: (jobId) => `/admin/illustrations/jobs/${jobId}`,
    }),
    startBulkIllustrations: build.mutation<BulkIllustrationRun, BulkIllustrationInput>({
      query: (body) => ({ url: '/admin/illustrations/bulk', method: 'POST', body }),
    }),
    bulkIllustrationRun: build.query<BulkIllustrationRun, string>({
      query: (runId) => `/admin/illustrations/bulk/${runId}`,
      providesTags: (_r, _e, runId) => [{ type: 'IllustrationRun', id: runId }],
    }),
    cancelBulkIllustrations: build.mutation<BulkIllustrationRun, string>({
      query: (runId) => ({
        url: `/admin/illustrations/bulk/${runId}/cancel`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (_r, _e, runId) => [{ type: 'IllustrationRun', id: runId }],
    }),
  }),
});

export const {
  useStoryIllustrationsQuery,
  useUploadIllustrationMutation,
  useAssignIllustrationPageMutation,
  useSetIllustrationSequenceMutation,
  useDeleteIllustrationMutation,
  useGenerateIllustrationMutation,

  useStartBulkIllustrationsMutation,
  useBulkIllustrationRunQuery,
  useCancelBulkIllustrationsMutation,
} = illustrationsApi;

/**
 * Polls one generation job until it is final (jobs run in the worker; the browser learns about
 * progress only by polling). Resolves with the last state; never throws for a failed job.
 */
export async function waitForIllustrationJob(
  dispatch: AppDispatch,
  jobId: string,
  { intervalMs = 1000, timeoutMs = 180_000 } = {},
): Promise<IllustrationJob | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const result = await dispatch(
      illustrationsApi.endpoints.illustrationJob.initiate(jobId, {
        forceRefetch: true,
        subscribe: false,
      }),
    );
    if (result.data && FINAL_JOB_STATES.includes(result.data.state)) return result.data;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  return null;
}

/** Reads a picked file as a data URL (uploads travel as data URLs in JSON). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}
