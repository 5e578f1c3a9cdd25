/**
 * Decodes the SDK's application/x-www-form-urlencoded bodies (and query strings) into the nested
 * object Stripe's API sees: `metadata[orderId]=1`, `expand[0]=latest_charge`,
 * `automatic_payment_methods[enabled]=true`.
 */
export function decodeStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split('[').map((part, i) => (i === 0 ? part : part.replace(/\]$/, '')));
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (last) node[name] = value;
      else node = (node[name] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

/** `expand[0]=a&expand[1]=b` decodes to { 0: 'a', 1: 'b' }: as a list. */
export function listOf(value: unknown): string[] {
  if (!value) return [];
  if (typeof value === 'string') return [value];
  return Object.values(value as Record<string, string>);
}
