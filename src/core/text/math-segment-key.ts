/**
 * How a formula is named in a response's `math` record (server) and in the client's markup
 * registry: inline and display typesetting of the same TeX differ. Its own module, so the
 * client's first-load registry does not pull the text parser (math-segments.ts) in with it.
 */
export function mathSegmentKey(tex: string, display: boolean): string {
  return `${display ? 'D' : 'I'}${tex}`;
}
