/**
 * Text typed by people (a diner's name, an item's name, an e-mail address) inside a translated
 * sentence keeps its own direction, like <bdi>: FSI … PDI. Without it "Sparkling water: €1.17" in
 * an Arabic sentence is laid out as one left-to-right run and the sentence reads scrambled.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
