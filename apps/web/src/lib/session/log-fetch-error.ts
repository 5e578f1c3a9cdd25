/**
 * SPEC section 8: failures of the restaurant, customer, offers and rewards fetches are logged and
 * stored (in the query's error state), never shown to the user.
 */
export async function loggingFetchErrors<T>(what: string, fetcher: () => Promise<T>): Promise<T> {
  try {
    return await fetcher();
  } catch (error) {
    console.error(`Error fetching ${what}`, error);
    throw error;
  }
}
