import i18next from 'i18next';

/**
 * For a route's `lazy`: its feature's strings arrive with its code, so the page never flashes keys.
 * The shared `errors` namespace comes along, so an error shows translated the moment it happens.
 */
export function withNamespace<T>(namespace: string, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), i18next.loadNamespaces([namespace, 'errors'])]);
    return module;
  };
}
