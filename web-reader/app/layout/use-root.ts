import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../server/root-data.server.ts';

/** The root loader's data; every page below the root has it. */
export function useRoot(): RootData {
  const data = useRouteLoaderData<RootData>('root');
  if (!data) throw new Error('useRoot outside the root route');
  return data;
}
