import { useSearchParams } from 'react-router-dom';
import { useGetStoryQuery } from '../stories';
import { useGetStoryWithTokenQuery } from './collaborateApi';

/**
 * The story for `/stories/{id}`: its creator's (cookie) or, with `?token=` in the address, a
 * holder of its collaborative link; nobody else. Same result shape as `useGetStoryQuery`.
 */
export function useViewableStory(
  id: string,
  options: { pollingInterval?: number; skip?: boolean } = {},
) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const own = useGetStoryQuery(id, { ...options, skip: options.skip || !!token });
  const shared = useGetStoryWithTokenQuery(
    { storyId: id, token },
    { ...options, skip: options.skip || !token },
  );
  return token ? shared : own;
}
