/** mjml 5 ships no types; this is the one call we use (mjml2html is async since v5). */
declare module 'mjml' {
  export type TMjmlError = { line: number; message: string; tagName: string; formattedMessage: string };
  export default function mjml2html(
    input: string,
    options?: { validationLevel?: 'strict' | 'soft' | 'skip'; minify?: boolean; keepComments?: boolean },
  ): Promise<{ html: string; errors: TMjmlError[] }>;
}
