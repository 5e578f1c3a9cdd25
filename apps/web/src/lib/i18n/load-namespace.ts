import i18next from 'i18next';

/**
 * The diner's menu is the first load the server preloads (chunks and strings); it shows no API
 * error text of its own, so it does not wait for the errors namespace (the checkout route loads it).
 */
const WITHOUT_ERRORS = new Set(['diner-menu']);

/**
 * For a route's `lazy`: its feature's strings arrive with its code, so the page never flashes keys.
 * The shared `errors` namespace comes along, so an error shows translated the moment it happens.
 */
export function withNamespace<T>(namespace: string, load: () => Promise<T>): () => Promise<T> {
  const namespaces = WITHOUT_ERRORS.has(namespace) ? [namespace] : [namespace, 'errors'];
  return async () => {
    const [module] = await Promise.all([load(), i18next.loadNamespaces(namespaces)]);
    return module;
  };
}
