import { useQueryClient } from '@tanstack/react-query';

/** Refreshes the queries under each key prefix (e.g. a list and the counts an action changes with it). */
export function useInvalidate(...prefixes: string[]): () => Promise<unknown> {
  const client = useQueryClient();
  return () => Promise.all(prefixes.map((p) => client.invalidateQueries({ queryKey: [p] })));
}
