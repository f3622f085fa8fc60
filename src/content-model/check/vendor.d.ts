/**
 * Types for two packages the content check shares with Astro (both come with Astro): js-yaml, the parser Astro
 * reads YAML and front matter with, and picomatch, the matcher of Astro's glob() loader.
 */
declare module 'js-yaml' {
  const jsYaml: { load(text: string, options?: { filename?: string }): unknown };
  export default jsYaml;
}

declare module 'picomatch' {
  function picomatch(pattern: string | string[]): (path: string) => boolean;
  export default picomatch;
}
