/** Types for picomatch, the matcher of Astro's glob() loader, which the content check shares with Astro. */
declare module 'picomatch' {
  function picomatch(pattern: string | string[]): (path: string) => boolean;
  export default picomatch;
}
