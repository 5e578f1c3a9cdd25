/** Stands in for {{price}} in a translation, so the amount can be placed inside its own <bdi>. */
export const PRICE_MARK = '\u2063';

/**
 * A translated sentence around an amount ("from €8.50", "8.50 € から"), with the amount isolated
 * in <bdi> so Arabic text around a Latin-digit price keeps its order.
 */
export function WithPrice({ text, amount }: { text: string; amount: string }) {
  const [before = '', after = ''] = text.split(PRICE_MARK);
  return (
    <>
      {before}
      <bdi>{amount}</bdi>
      {after}
    </>
  );
}
